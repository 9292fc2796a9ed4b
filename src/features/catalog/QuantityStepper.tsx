import type { FieldControlProps } from '../../components/ui/form/Field.tsx';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';

type StepperProps = {
  inputProps: FieldControlProps;
  quantityText: string;
  onType: (text: string) => void;
  onStep: (delta: number) => void;
  onBlur: () => void;
  locale: Locale;
  /** Smaller, for the phone's buy bar. */
  compact?: boolean;
};

/** The quantity field between its − and + buttons. */
export function QuantityStepper({ inputProps, quantityText, onType, onStep, onBlur, locale, compact = false }: StepperProps) {
  const t = useTranslate(locale);
  const button = `${compact ? 'h-9 w-8' : 'h-10 w-10'} shrink-0 rounded-md border border-slate-300 bg-white text-lg`;
  return (
    <div className="flex shrink-0 items-center gap-1">
      <button type="button" onClick={() => onStep(-1)} aria-label={t('quantity.decrease')} className={button}>
        −
      </button>
      <input
        {...inputProps}
        inputMode="numeric"
        value={quantityText}
        onChange={(event) => onType(event.target.value)}
        onBlur={onBlur}
        className={`${compact ? 'h-9 w-11' : 'h-10 w-20'} rounded-md border border-slate-300 text-center aria-[invalid=true]:border-red-500`}
      />
      <button type="button" onClick={() => onStep(1)} aria-label={t('quantity.increase')} className={button}>
        +
      </button>
    </div>
  );
}
