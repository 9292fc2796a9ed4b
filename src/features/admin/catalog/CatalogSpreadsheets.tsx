import { useState } from 'react';
import { adminDownload, adminPost, adminUpload } from '../../../lib/api.ts';
import { currentLocale } from '../../../lib/locale.store.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import { applicationLabels } from '../../../schemas/applications.ts';
import { productKinds } from '../../../schemas/catalog-admin.ts';
import {
  type ImportChange,
  type ImportChanges,
  type ImportFieldChange,
  type ImportIssueRow,
  type ImportPreview,
  type ImportStockChoice,
  type ImportStoredValue,
  type ImportSummary,
  importApplied,
  importChanges,
  importColumns,
  importPreview,
  PRICE_CHANGE_PERCENT_MAX,
} from '../../../schemas/catalog-import.ts';
import { formatPrice } from '../../../schemas/money.ts';

/** Enough rows for the operator to see what a file does; a sheet of thousands is summed up by the counts. */
const SHOWN_ROWS = 500;
const headerOf = new Map<string, string>(importColumns.map((column) => [column.key, column.zh]));
const moneyFields = new Set(['price', 'pricePerKg']);

type Busy = null | 'exporting' | 'reading' | 'filtering' | 'applying';
type RowView = { row: number; changes: ImportChange[]; errors: ImportIssueRow[] };
/** The preview's changes that move a price by more than `percent`, as the server answered them. */
type PriceFilter = { percent: number } & ImportChanges;

/** The rows of these changes and errors, each with its changes and its errors side by side, in sheet order. */
function rowsOf(changes: ImportChange[], errors: ImportIssueRow[], onlyErrors: boolean): RowView[] {
  const rows = new Map<number, RowView>();
  const at = (row: number) => rows.get(row) ?? rows.set(row, { row, changes: [], errors: [] }).get(row)!;
  for (const change of changes) at(change.row).changes.push(change);
  for (const error of errors) at(error.row).errors.push(error);
  return [...rows.values()].filter((view) => !onlyErrors || view.errors.length > 0).sort((a, b) => a.row - b.row);
}

const summaryValues = (summary: ImportSummary) => ({
  rows: summary.rowCount,
  productsCreate: summary.products.create,
  productsUpdate: summary.products.update,
  productsUnchanged: summary.products.unchanged,
  packsCreate: summary.packs.create,
  packsUpdate: summary.packs.update,
  packsUnchanged: summary.packs.unchanged,
  movements: summary.stockMovements,
});

/** Export the catalogue or its template, and import a spreadsheet: preview what it changes and its errors, then apply. */
export function CatalogSpreadsheets() {
  const t = useTranslate(currentLocale());
  // A refusal is shown by the API client.
  const submitting = useSubmit(currentLocale());
  const [step, setStep] = useState<Busy>(null);
  /** What is under way, while it is. */
  const busy = submitting.busy ? step : null;
  const [file, setFile] = useState<File | null>(null);
  const [createMissing, setCreateMissing] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [applied, setApplied] = useState<ImportSummary | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [stockChoice, setStockChoice] = useState<ImportStockChoice>('keepCurrent');
  const [percentText, setPercentText] = useState('');
  const [priceFilter, setPriceFilter] = useState<PriceFilter | null>(null);

  const run = (state: Busy, job: () => Promise<void>) => {
    setStep(state);
    return submitting.run(job);
  };
  const download = (format: 'xlsx' | 'csv', template: boolean) =>
    run('exporting', async () =>
      saveFile(await adminDownload('catalog/export', { format, template }), `${template ? 'catalogue-template' : 'catalogue'}.${format}`),
    );
  const readFile = () =>
    file &&
    run('reading', async () => {
      setApplied(null);
      setStockChoice('keepCurrent');
      setPriceFilter(null);
      setPreview(await adminUpload('catalog/import/preview', file, { createMissing: String(createMissing) }, importPreview));
    });
  const filterPrices = () => {
    if (!preview) return;
    if (percentText.trim() === '') {
      setPriceFilter(null);
      return;
    }
    const percent = Number(percentText);
    return run('filtering', async () => {
      const body = { previewId: preview.previewId, priceChangeOverPercent: percent };
      setPriceFilter({ percent, ...(await adminPost('catalog/import/changes', body, importChanges, { slow: true })) });
    });
  };
  const applyPreview = () =>
    preview &&
    run('applying', async () => {
      const body = { previewId: preview.previewId, stockChangedSinceExport: stockChoice };
      setApplied((await adminPost('catalog/import/apply', body, importApplied, { slow: true })).summary);
      setPreview(null);
      setPriceFilter(null);
    });

  // A price filter shows its changes' rows only, each with its errors.
  const shownChanges = priceFilter ?? preview;
  const filteredRows = new Set(priceFilter?.changes.map((change) => change.row));
  const shownErrors = preview ? preview.errors.filter((error) => !priceFilter || filteredRows.has(error.row)) : [];
  const views = shownChanges ? rowsOf(shownChanges.changes, shownErrors, onlyErrors) : [];
  const changeCount = preview
    ? preview.summary.products.create + preview.summary.products.update + preview.summary.packs.create + preview.summary.packs.update
    : 0;
  return (
    <div className="space-y-6 text-sm">
      <section aria-labelledby="sheet-export" className="space-y-2">
        <h2 id="sheet-export" className="text-base font-semibold">
          {t('adminCatalog.sheet.exportTitle')}
        </h2>
        <p className="text-slate-600">{t('adminCatalog.sheet.exportHint')}</p>
        <div className="flex flex-wrap gap-2">
          <button type="button" disabled={busy !== null} onClick={() => download('xlsx', false)} className="rounded-md border border-slate-300 px-3 py-2">
            {t('adminCatalog.sheet.exportXlsx')}
          </button>
          <button type="button" disabled={busy !== null} onClick={() => download('csv', false)} className="rounded-md border border-slate-300 px-3 py-2">
            {t('adminCatalog.sheet.exportCsv')}
          </button>
          <button type="button" disabled={busy !== null} onClick={() => download('xlsx', true)} className="rounded-md border border-slate-300 px-3 py-2">
            {t('adminCatalog.sheet.template')}
          </button>
        </div>
      </section>

      <section aria-labelledby="sheet-import" className="space-y-3">
        <h2 id="sheet-import" className="text-base font-semibold">
          {t('adminCatalog.sheet.importTitle')}
        </h2>
        <p className="text-slate-600">{t('adminCatalog.sheet.importHint')}</p>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void readFile();
          }}
        >
          <label>
            <span className="block text-slate-700">{t('adminCatalog.sheet.file')}</span>
            <input
              type="file"
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setPreview(null);
                setPriceFilter(null);
              }}
            />
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={createMissing} onChange={(event) => setCreateMissing(event.target.checked)} />
            {t('adminCatalog.sheet.createMissing')}
          </label>
          <button type="submit" disabled={!file || busy !== null} className="rounded-md border border-slate-300 px-3 py-2">
            {t('adminCatalog.sheet.preview')}
          </button>
        </form>
      </section>

      {busy && (
        <div role="status" className="space-y-1">
          <p>{t(`adminCatalog.sheet.${busy}`)}</p>
          <progress className="w-full max-w-md" aria-label={t(`adminCatalog.sheet.${busy}`)} />
        </div>
      )}

      {applied && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-800">
          {t('adminCatalog.sheet.applied', summaryValues(applied))}
        </p>
      )}

      {preview && (
        <section aria-labelledby="sheet-preview" className="space-y-3">
          <h2 id="sheet-preview" className="text-base font-semibold">
            {t('adminCatalog.sheet.table')}
          </h2>
          <p data-testid="import-summary">{t('adminCatalog.sheet.summary', summaryValues(preview.summary))}</p>
          {preview.summary.brandsToCreate.length > 0 && <p>{t('adminCatalog.sheet.brandsToCreate', { names: preview.summary.brandsToCreate.join('、') })}</p>}
          {preview.summary.categoriesToCreate.length > 0 && (
            <p>{t('adminCatalog.sheet.categoriesToCreate', { names: preview.summary.categoriesToCreate.join('；') })}</p>
          )}
          {preview.errorCount > 0 ? (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
              {t('adminCatalog.sheet.errorCount', { count: preview.errorCount })}
            </p>
          ) : (
            changeCount === 0 && <p>{t('adminCatalog.sheet.noChanges')}</p>
          )}
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={onlyErrors} onChange={(event) => setOnlyErrors(event.target.checked)} />
            {t('adminCatalog.sheet.onlyErrors')}
          </label>
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void filterPrices();
            }}
          >
            <label>
              <span className="block text-slate-700">{t('adminCatalog.sheet.priceChangeOver')}</span>
              <input
                type="number"
                min={0}
                max={PRICE_CHANGE_PERCENT_MAX}
                step="any"
                inputMode="decimal"
                value={percentText}
                onChange={(event) => setPercentText(event.target.value)}
                className="w-28 rounded-md border border-slate-300 px-2 py-1"
              />
            </label>
            <button type="submit" disabled={busy !== null} className="rounded-md border border-slate-300 px-3 py-1">
              {t('adminCatalog.sheet.priceFilter')}
            </button>
          </form>
          {priceFilter && (
            <p role="status" data-testid="price-filtered">
              {t('adminCatalog.sheet.priceFiltered', { percent: priceFilter.percent, count: priceFilter.changeCount })}
            </p>
          )}
          {views.length > 0 && (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-xs">
                <caption className="sr-only">{t('adminCatalog.sheet.table')}</caption>
                <thead>
                  <tr className="text-slate-500">
                    <th scope="col">{t('adminCatalog.sheet.row')}</th>
                    <th scope="col">{t('adminCatalog.sheet.changes')}</th>
                    <th scope="col">{t('adminCatalog.sheet.errors')}</th>
                  </tr>
                </thead>
                <tbody>
                  {views.slice(0, SHOWN_ROWS).map((view) => (
                    <tr key={view.row} className={`border-t border-slate-100 align-top ${view.errors.length > 0 ? 'bg-red-50' : ''}`}>
                      <th scope="row" className="pr-3 font-normal">
                        {view.row}
                      </th>
                      <td className="pr-3">
                        {view.changes.map((change) => (
                          <div key={`${change.kind}-${change.code}`}>
                            <p>
                              {t(`adminCatalog.sheet.${change.kind}`)} {change.code} · {t(`adminCatalog.sheet.${change.action}`)}
                            </p>
                            {change.values.length > 0 && (
                              <ul className="pl-3">
                                {change.values.map((value) => (
                                  <ValueChange key={value.field} change={value} />
                                ))}
                              </ul>
                            )}
                          </div>
                        ))}
                      </td>
                      <td className="text-red-800">
                        {view.errors.map((error) => (
                          <p key={`${error.column}-${error.issue}`}>
                            {headerOf.get(error.column) ?? error.column}
                            {error.value ? `「${error.value}」` : ''}：{error.message}
                          </p>
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {views.length > SHOWN_ROWS && <p className="text-slate-600">{t('adminCatalog.sheet.shownRows', { count: SHOWN_ROWS })}</p>}
            </div>
          )}
          {preview.errorCount > preview.errors.length && (
            <p className="text-slate-600">
              {t('adminCatalog.sheet.moreErrors', { count: preview.errorCount - preview.errors.length, total: preview.errorCount })}
            </p>
          )}
          {!onlyErrors && shownChanges && shownChanges.changeCount > shownChanges.changes.length && (
            <p className="text-slate-600">
              {t('adminCatalog.sheet.moreChanges', { count: shownChanges.changeCount - shownChanges.changes.length, total: shownChanges.changeCount })}
            </p>
          )}
          {preview.stockChangedSinceExportCount > 0 && <StockChangedSinceExport preview={preview} choice={stockChoice} onChoose={setStockChoice} />}
          <button
            type="button"
            disabled={busy !== null || preview.errorCount > 0 || changeCount === 0}
            onClick={() => void applyPreview()}
            className="rounded-md bg-brand-600 px-3 py-2 text-white disabled:opacity-50"
          >
            {t('adminCatalog.sheet.apply')}
          </button>
        </section>
      )}
    </div>
  );
}

/** One changed column: its value now → after applying, money in yuan, codes as words. */
function ValueChange({ change }: { change: ImportFieldChange }) {
  const t = useTranslate(currentLocale());
  const shown = (value: ImportStoredValue): string => {
    if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return t('adminCatalog.sheet.empty');
    if (typeof value === 'number' && moneyFields.has(change.field)) return formatPrice(value);
    if (typeof value === 'boolean') return t(value ? 'adminCatalog.sheet.yes' : 'adminCatalog.sheet.no');
    if (Array.isArray(value)) return value.map((code) => applicationLabels[code as keyof typeof applicationLabels]?.zh ?? code).join('、');
    const kind = productKinds.find((known) => change.field === 'kind' && known === value);
    return kind ? t(`adminCatalog.kind.${kind}`) : String(value);
  };
  const label = change.field === 'pricePerKg' ? t('adminCatalog.sheet.pricePerKg') : (headerOf.get(change.field) ?? change.field);
  return (
    <li>
      {label}：{shown(change.old)} → {shown(change.new)}
    </li>
  );
}

/** The packs whose stock changed since the export while the file changes it too, and what applying does with them. */
function StockChangedSinceExport({
  preview,
  choice,
  onChoose,
}: {
  preview: ImportPreview;
  choice: ImportStockChoice;
  onChoose: (choice: ImportStockChoice) => void;
}) {
  const t = useTranslate(currentLocale());
  const packs = preview.stockChangedSinceExport;
  const hidden = preview.stockChangedSinceExportCount - packs.length;
  return (
    <fieldset className="space-y-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2">
      <legend className="font-semibold">{t('adminCatalog.sheet.stockChangedTitle')}</legend>
      <p>{t('adminCatalog.sheet.stockChangedHint', { count: preview.stockChangedSinceExportCount })}</p>
      <table className="text-left text-xs">
        <thead>
          <tr className="text-slate-500">
            <th scope="col" className="pr-3">
              {t('adminCatalog.sheet.row')}
            </th>
            <th scope="col" className="pr-3">
              {t('adminCatalog.sheet.pack')}
            </th>
            <th scope="col" className="pr-3">
              {t('adminCatalog.sheet.stockExported')}
            </th>
            <th scope="col" className="pr-3">
              {t('adminCatalog.sheet.stockCurrent')}
            </th>
            <th scope="col">{t('adminCatalog.sheet.stockSheet')}</th>
          </tr>
        </thead>
        <tbody>
          {packs.map((pack) => (
            <tr key={pack.code}>
              <td className="pr-3">{pack.row}</td>
              <td className="pr-3">{pack.code}</td>
              <td className="pr-3">{pack.exportedStock}</td>
              <td className="pr-3">{pack.currentStock}</td>
              <td>{pack.sheetStock}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {hidden > 0 && <p className="text-slate-600">{t('adminCatalog.sheet.moreStockChanged', { count: hidden })}</p>}
      {(['keepCurrent', 'useSheet'] as const).map((option) => (
        <label key={option} className="flex items-center gap-2">
          <input type="radio" name="stock-changed-since-export" checked={choice === option} onChange={() => onChoose(option)} />
          {t(option === 'keepCurrent' ? 'adminCatalog.sheet.stockKeepCurrent' : 'adminCatalog.sheet.stockUseSheet')}
        </label>
      ))}
    </fieldset>
  );
}
