import { type SubmitEvent, useState } from 'react';
import { SelectField } from '../../components/ui/form/Field.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { post } from '../../lib/api.ts';
import { localePath } from '../../lib/i18n.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Sku } from '../../schemas/catalog.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';
import { negotiationDetail, negotiationProposeInput } from '../../schemas/negotiations.ts';
import { emptyOffer, OfferFields, type OfferValues, offerInput } from './OfferFields.tsx';

type Props = { locale: Locale; packs: Pick<Sku, 'id' | 'label' | 'netWeightGrams' | 'priceFen' | 'pricePerKgFen'>[]; skuId: number };

/** The buyer's offer for a spec of this product: which spec, how many packs, the price per kg and a note. */
export function NegotiationForm({ locale, packs, skuId }: Props) {
  const t = useTranslate(locale);
  const [chosenId, setChosenId] = useState(packs.some((pack) => pack.id === skuId) ? skuId : packs[0]!.id);
  const [values, setValues] = useState<OfferValues>(emptyOffer);
  const form = useSubmit(locale, { fieldOfError: { negotiationLive: 'skuId' } });
  const { busy, fieldErrors: errors } = form;
  const [sent, setSent] = useState(false);
  const chosen = packs.find((pack) => pack.id === chosenId)!;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(negotiationProposeInput, { skuId: chosenId, ...offerInput(values) }, async (input) => {
      await post('negotiation/propose', input, negotiationDetail);
      setSent(true);
    });
  };

  if (sent) {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 p-4 text-sm">
        {t('negotiation.sent')} <a href={`${localePath(locale, '/profile')}#negotiations`}>{t('negotiation.viewMine')}</a>
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="negotiation-title" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="negotiation-title" className="font-semibold">
        {t('negotiation.formTitle')}
      </h2>
      <SelectField
        label={t('negotiation.spec')}
        value={chosenId}
        onChange={(value) => setChosenId(Number(value))}
        options={packs.map((pack) => ({ value: pack.id, label: `${pack.label} · ${t('catalog.perKg', { price: formatPrice(pack.pricePerKgFen) })}` }))}
        error={errors.skuId}
      />
      <OfferFields locale={locale} values={values} onChange={setValues} errors={errors} spec={chosen} />
      <SubmitButton busy={busy}>{t(busy ? 'account.working' : 'negotiation.submit')}</SubmitButton>
    </form>
  );
}
