import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { Loading } from '../../../components/ui/Loading.tsx';
import { adminPost } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { currentLocale } from '../../../lib/locale.store.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import { ledgerPage, type StockMovementReason, stockMovementReasons } from '../../../schemas/catalog-admin.ts';

const reasonKeys = new Set<string>(stockMovementReasons);

/** A spec's latest stock movements: adjustments with who made them, and the orders that reserved or released packs. */
export function StockLedger({ skuId }: { skuId: number }) {
  const t = useTranslate(currentLocale());
  const [page, setPage] = useState<z.output<typeof ledgerPage> | null>(null);
  useEffect(() => void adminPost('catalog/stock/list', { skuId }, ledgerPage).then(setPage, () => {}), [skuId]);
  if (!page) return <Loading label={t('admin.loading')} />;
  if (page.items.length === 0) return <p className="text-slate-600">{t('adminCatalog.ledgerEmpty')}</p>;
  return (
    <table className="w-full text-left text-xs">
      <caption className="sr-only">{t('adminCatalog.ledger')}</caption>
      <thead>
        <tr className="text-slate-500">
          <th scope="col">{t('adminCatalog.ledgerWhen')}</th>
          <th scope="col">{t('adminCatalog.ledgerDelta')}</th>
          <th scope="col">{t('adminCatalog.adjust.reason')}</th>
          <th scope="col">{t('adminCatalog.ledgerBy')}</th>
        </tr>
      </thead>
      <tbody>
        {page.items.map((movement) => (
          <tr key={movement.id} className="border-t border-slate-100">
            <td>{formatDateTime(movement.createdAt, currentLocale())}</td>
            <td>{movement.delta > 0 ? `+${movement.delta}` : movement.delta}</td>
            <td>
              {reasonKeys.has(movement.reason) ? t(`adminCatalog.reason.${movement.reason as StockMovementReason}`) : movement.reason}
              {movement.note ? ` · ${movement.note}` : ''}
            </td>
            <td>{movement.actorPhone ?? (movement.orderId ? t('adminCatalog.ledgerOrder', { id: movement.orderId }) : '')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
