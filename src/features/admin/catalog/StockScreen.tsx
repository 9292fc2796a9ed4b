import { useState } from 'react';
import { linkedFlag, linkedText } from '../../../lib/admin-links.ts';
import { adminPost } from '../../../lib/api.ts';
import { localName } from '../../../lib/local-name.ts';
import { currentLocale } from '../../../lib/locale.store.ts';
import { useAppliedSearch, usePagedList } from '../../../lib/use-paged-list.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import { type StockPack, stockPackListInput, stockPackPage } from '../../../schemas/catalog-admin.ts';
import { AdminPagedList } from '../AdminPagedList.tsx';
import { AdminSearchForm } from '../AdminSearchForm.tsx';
import { type PackToAdjust, StockAdjustDialog } from './StockAdjustDialog.tsx';
import { StockLedger } from './StockLedger.tsx';

/**
 * The warehouse's screen: every pack not retired with its stock, lowest first, found by code or name or only
 * those running low; each counted in or out with a reason, and its ledger read in place.
 */
export function StockScreen() {
  const t = useTranslate(currentLocale());
  const [typed, setTyped] = useState(() => linkedText('keyword'));
  const { applied: keyword, round, apply } = useAppliedSearch(typed);
  const [lowOnly, setLowOnly] = useState(() => linkedFlag('lowOnly'));
  const [adjusting, setAdjusting] = useState<PackToAdjust | null>(null);
  const [ledgerOf, setLedgerOf] = useState<number | null>(null);
  const { fieldErrors: errors, submit } = useSubmit(currentLocale());
  const packs = usePagedList(
    (curPage) => adminPost('catalog/stock/packs', keyword ? { keyword, lowOnly, curPage } : { lowOnly, curPage }, stockPackPage),
    [keyword, round, lowOnly],
  );

  const search = () => {
    void submit(stockPackListInput, { keyword: typed, lowOnly }, async (input) => apply(input.keyword ?? ''));
  };
  const labelOf = (pack: StockPack) => localName(pack.labelZh, pack.labelEn);
  return (
    <div className="space-y-4 text-sm">
      <AdminSearchForm label={t('adminStock.keyword')} value={typed} onChange={setTyped} error={errors.keyword} onSearch={search}>
        <label className="flex items-center gap-2 py-2">
          <input type="checkbox" checked={lowOnly} onChange={(event) => setLowOnly(event.target.checked)} />
          {t('adminStock.lowOnly')}
        </label>
      </AdminSearchForm>
      {packs.page && <p className="text-slate-600">{t('adminStock.total', { count: packs.page.total })}</p>}
      <AdminPagedList
        page={packs.page}
        failed={packs.failed}
        failedMessage={t('adminStock.loadFailed')}
        emptyMessage={t(keyword || lowOnly ? 'adminStock.noneFound' : 'adminStock.empty')}
        load={packs.load}
      >
        {(pack) => {
          const label = labelOf(pack);
          const low = pack.stock < pack.threshold;
          return (
            <li key={pack.skuId} className="space-y-2 py-3">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <span className="min-w-0 flex-1 basis-60">
                  <span className="block break-words font-medium">
                    {pack.productCode} · {localName(pack.nameZh, pack.nameEn)}
                  </span>
                  <span className="block text-slate-600">
                    {label} · {pack.packCode}
                  </span>
                </span>
                <span className={`tabular-nums ${low ? 'font-semibold text-red-700' : ''}`}>
                  {t('adminCatalog.stockCurrent', { count: pack.stock })}
                  <span className="block text-xs font-normal text-slate-500">
                    {t(low ? 'adminStock.belowThreshold' : 'adminStock.threshold', { threshold: pack.threshold })}
                  </span>
                </span>
                <span className="flex gap-2">
                  <button
                    type="button"
                    aria-expanded={ledgerOf === pack.skuId}
                    onClick={() => setLedgerOf(ledgerOf === pack.skuId ? null : pack.skuId)}
                    aria-label={t('adminCatalog.ledgerOf', { label: `${pack.productCode} ${label}` })}
                    className="rounded border px-2 py-1"
                  >
                    {t('adminCatalog.ledger')}
                  </button>
                  <button
                    type="button"
                    onClick={() => setAdjusting({ skuId: pack.skuId, label: `${pack.productCode} ${label}`, stock: pack.stock })}
                    aria-label={t('adminCatalog.adjustOf', { label: `${pack.productCode} ${label}` })}
                    className="rounded border border-brand-600 px-2 py-1 text-brand-700"
                  >
                    {t('adminCatalog.adjust')}
                  </button>
                </span>
              </div>
              {ledgerOf === pack.skuId && <StockLedger key={pack.stock} skuId={pack.skuId} />}
            </li>
          );
        }}
      </AdminPagedList>
      {adjusting && (
        <StockAdjustDialog
          pack={adjusting}
          onClose={(changed) => {
            setAdjusting(null);
            if (changed) void packs.reload();
          }}
        />
      )}
    </div>
  );
}
