import { Field, inputClass } from '../../components/ui/form/Field.tsx';
import { useTranslate } from '../../lib/use-translate.ts';
import type { AfterSalesOptions } from '../../schemas/after-sales.ts';
import type { Locale } from '../../schemas/common.ts';
import type { TypedQuantities } from './apply-lines.ts';

type Props = {
  /** The order's lines with goods left to apply for. */
  lines: AfterSalesOptions['lines'];
  quantities: TypedQuantities;
  onChange: (lineId: number, text: string) => void;
  /** The error beside a line's quantity. */
  errorOf: (lineId: number) => string | undefined;
  /** The error about the lines as a whole (none chosen), shown above them with its id. */
  linesError: string | undefined;
  linesErrorId: string;
  locale: Locale;
};

/** How many of each line go back, at most what is left of it. */
export function LineQuantities({ lines, quantities, onChange, errorOf, linesError, linesErrorId, locale }: Props) {
  const t = useTranslate(locale);
  return (
    <fieldset className="space-y-2" aria-describedby={linesError ? linesErrorId : undefined}>
      <legend className="text-sm font-medium text-slate-700">{t('afterSales.lines')}</legend>
      {linesError && (
        <p id={linesErrorId} className="text-sm text-red-700">
          {linesError}
        </p>
      )}
      {lines.map((line) => (
        <Field
          key={line.lineId}
          label={t('afterSales.lineQuantity', { name: `${line.productName} · ${line.specLabel}`, max: line.availableQuantity })}
          error={errorOf(line.lineId)}
        >
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={0}
              max={line.availableQuantity}
              className={`${inputClass} max-w-32`}
              value={quantities[line.lineId] ?? ''}
              onChange={(event) => onChange(line.lineId, event.target.value)}
            />
          )}
        </Field>
      ))}
    </fieldset>
  );
}
