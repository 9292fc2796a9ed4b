import { useTranslate } from '../../lib/use-translate.ts';
import { type AfterSalesMode, afterSalesModes } from '../../schemas/after-sales.ts';
import type { Locale } from '../../schemas/common.ts';

type Props = {
  /** Names the radio group apart from other forms on the page. */
  name: string;
  mode: AfterSalesMode;
  allowed: AfterSalesMode[];
  onChoose: (mode: AfterSalesMode) => void;
  error: string | undefined;
  locale: Locale;
};

/** Refund only, or return the goods for a refund; a return once the goods were shipped. */
export function ModeChoice({ name, mode, allowed, onChoose, error, locale }: Props) {
  const t = useTranslate(locale);
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium text-slate-700">{t('afterSales.mode')}</legend>
      <div className="flex flex-wrap gap-4">
        {afterSalesModes.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" name={name} value={value} checked={mode === value} disabled={!allowed.includes(value)} onChange={() => onChoose(value)} />
            {t(`afterSales.mode.${value}`)}
          </label>
        ))}
      </div>
      {allowed.length < afterSalesModes.length && <p className="text-xs text-slate-500">{t('afterSales.returnNeedsShipment')}</p>}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
