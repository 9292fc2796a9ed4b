import { TextField } from '../../components/ui/Field.tsx';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { formatPrice, parseYuan } from '../../lib/money.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { packPriceFen } from '../../schemas/negotiations.ts';

/** What a person types for an offer: packs, yuan per kg and a note. */
export type OfferValues = { quantity: string; price: string; note: string };
export const emptyOffer: OfferValues = { quantity: '1', price: '', note: '' };

/**
 * The typed offer in the contract's terms: whole packs and integer fen per kg. Anything that is not a
 * number stays one the contract refuses (NaN, -1), so the error is the contract's, beside its field.
 */
export function offerInput(values: OfferValues) {
  const fen = parseYuan(values.price);
  return {
    quantity: /^\d+$/.test(values.quantity.trim()) ? Number(values.quantity.trim()) : Number.NaN,
    pricePerKgFen: fen === null ? Number.NaN : fen,
    note: values.note.trim() || undefined,
  };
}

type Props = {
  locale: Locale;
  values: OfferValues;
  onChange: (values: OfferValues) => void;
  errors: FieldErrors;
  /** The spec offered for: its weight turns the price per kg into a pack price. */
  spec: { netWeightGrams: number; pricePerKgFen: number; priceFen: number };
};

/** Quantity, price per kg and note of an offer, with what a pack and the whole would cost at that price. */
export function OfferFields({ locale, values, onChange, errors, spec }: Props) {
  const t = useTranslate(locale);
  const offer = offerInput(values);
  const pack = Number.isSafeInteger(offer.pricePerKgFen) && offer.pricePerKgFen > 0 ? packPriceFen(offer.pricePerKgFen, spec.netWeightGrams) : null;
  return (
    <>
      <p className="text-sm text-slate-600">{t('negotiation.listPrice', { perKg: formatPrice(spec.pricePerKgFen), pack: formatPrice(spec.priceFen) })}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('negotiation.quantity')} value={values.quantity} onChange={(quantity) => onChange({ ...values, quantity })} error={errors.quantity} />
        <TextField label={t('negotiation.pricePerKg')} value={values.price} onChange={(price) => onChange({ ...values, price })} error={errors.pricePerKgFen} />
      </div>
      <p className="text-sm" aria-live="polite">
        {pack !== null && t('negotiation.atThisPrice', { pack: formatPrice(pack), total: Number.isSafeInteger(offer.quantity) ? formatPrice(pack * offer.quantity) : '—' })}
      </p>
      <TextField label={t('negotiation.note')} rows={2} value={values.note} onChange={(note) => onChange({ ...values, note })} error={errors.note} />
    </>
  );
}
