import { useId } from 'react';
import { TextField } from '../../components/ui/form/Field.tsx';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice, parseYuan } from '../../schemas/money.ts';
import { type NegotiationPriceUnit, negotiationPriceUnits, packPriceFen, perKgOfPackFen } from '../../schemas/negotiations.ts';

/** What a person types for an offer: packs, yuan per kg or per pack (as `unit` says) and a note. */
export type OfferValues = { quantity: string; unit: NegotiationPriceUnit; price: string; note: string };
export const emptyOffer: OfferValues = { quantity: '1', unit: 'kg', price: '', note: '' };

/** The contract's field for the price in each unit, and so where its error shows. */
const priceField = { kg: 'pricePerKgFen', pack: 'packPriceFen' } as const;

/**
 * The typed offer in the contract's terms: whole packs and integer fen per kg or per pack. Anything that
 * is not a number stays one the contract refuses (NaN, -1), so the error is the contract's, beside its field.
 */
export function offerInput(values: OfferValues) {
  const fen = parseYuan(values.price);
  return {
    quantity: /^\d+$/.test(values.quantity.trim()) ? Number(values.quantity.trim()) : Number.NaN,
    [priceField[values.unit]]: fen === null ? Number.NaN : fen,
    note: values.note.trim() || undefined,
  };
}

type Props = {
  locale: Locale;
  values: OfferValues;
  onChange: (values: OfferValues) => void;
  errors: FieldErrors;
  /** The spec offered for: its weight turns one price into the other. */
  spec: { netWeightGrams: number; pricePerKgFen: number; priceFen: number };
  /** Shown right under the price, as soon as there is something to warn of in the typed price. */
  priceWarning?: string | null;
};

/** Quantity, price per kg or per pack, and note of an offer, with the other price and the total at that price. */
export function OfferFields({ locale, values, onChange, errors, spec, priceWarning = null }: Props) {
  const t = useTranslate(locale);
  const unitGroup = useId();
  const quantity = /^\d+$/.test(values.quantity.trim()) ? Number(values.quantity.trim()) : null;
  const fen = parseYuan(values.price);
  const typed = fen !== null && Number.isSafeInteger(fen) && fen > 0 ? fen : null;
  const pack = typed === null ? null : values.unit === 'pack' ? typed : packPriceFen(typed, spec.netWeightGrams);
  const total = pack !== null && quantity !== null ? formatPrice(pack * quantity) : '—';
  return (
    <>
      <p className="text-sm text-slate-600">{t('negotiation.listPrice', { perKg: formatPrice(spec.pricePerKgFen), pack: formatPrice(spec.priceFen) })}</p>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t('negotiation.priceUnit')}</legend>
        <div className="mt-1 flex gap-4 text-sm">
          {negotiationPriceUnits.map((unit) => (
            <label key={unit} className="flex min-h-9 items-center gap-1.5">
              <input type="radio" name={unitGroup} checked={values.unit === unit} onChange={() => onChange({ ...values, unit })} />
              {t(`negotiation.unit.${unit}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('negotiation.quantity')}
          value={values.quantity}
          onChange={(next) => onChange({ ...values, quantity: next })}
          error={errors.quantity}
        />
        <TextField
          label={t(values.unit === 'pack' ? 'negotiation.pricePerPack' : 'negotiation.pricePerKg')}
          value={values.price}
          onChange={(price) => onChange({ ...values, price })}
          error={errors[priceField[values.unit]]}
        />
      </div>
      {priceWarning && (
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {priceWarning}
        </p>
      )}
      <p className="text-sm" aria-live="polite">
        {pack !== null &&
          (values.unit === 'pack'
            ? t('negotiation.atThisPackPrice', { perKg: formatPrice(perKgOfPackFen(pack, spec.netWeightGrams)), total })
            : t('negotiation.atThisPrice', { pack: formatPrice(pack), total }))}
      </p>
      <TextField label={t('negotiation.note')} rows={2} value={values.note} onChange={(note) => onChange({ ...values, note })} error={errors.note} />
    </>
  );
}
