import { type SubmitEvent, useEffect, useState } from 'react';
import { Loading } from '../../components/ui/Loading.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { post } from '../../lib/api.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';
import { type NegotiationDetail, negotiationCounterInput, negotiationDetail } from '../../schemas/negotiations.ts';
import { QuoteNegotiation } from '../quotations/QuoteNegotiation.tsx';
import { NegotiationThread } from './NegotiationFacts.tsx';
import { emptyOffer, OfferFields, type OfferValues, offerInput } from './OfferFields.tsx';

/** One of the buyer's negotiations opened: its thread, and the answers the buyer may give now. */
export function NegotiationView({ locale, id, onChanged }: { locale: Locale; id: number; onChanged: () => void }) {
  const t = useTranslate(locale);
  const [detail, setDetail] = useState<NegotiationDetail | null>(null);
  const [countering, setCountering] = useState(false);
  useEffect(() => void post('negotiation/detail', { id }, negotiationDetail).then(setDetail, () => undefined), [id]);
  if (!detail) return <Loading label={t('account.loading')} />;

  const changed = (next: NegotiationDetail, message: 'negotiation.acceptedDone' | 'negotiation.withdrawnDone' | 'negotiation.counteredDone') => {
    setDetail(next);
    setCountering(false);
    showToast(t(message), { type: 'success' });
    onChanged();
  };
  const accept = async () => {
    const offer = detail.latestOffer;
    const question =
      offer.priceUnit === 'pack'
        ? t('negotiation.confirmAcceptPack', { pack: formatPrice(offer.packPriceFen), quantity: offer.quantity })
        : t('negotiation.confirmAccept', { perKg: formatPrice(offer.pricePerKgFen), quantity: offer.quantity });
    if (!window.confirm(question)) return;
    const next = await post('negotiation/accept', { id }, negotiationDetail).catch(() => null);
    if (next) changed(next, 'negotiation.acceptedDone');
  };
  const withdraw = async () => {
    if (!window.confirm(t('negotiation.confirmWithdraw'))) return;
    const next = await post('negotiation/withdraw', { id }, negotiationDetail).catch(() => null);
    if (next) changed(next, 'negotiation.withdrawnDone');
  };

  return (
    <div className="space-y-3 border-t border-slate-100 pt-3">
      <NegotiationThread locale={locale} offers={detail.offers} viewer="buyer" />
      {detail.moves.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {detail.moves.includes('accept') && (
            <button type="button" onClick={() => void accept()} className="rounded-md bg-brand-600 px-3 py-1.5 text-white">
              {t('negotiation.accept')}
            </button>
          )}
          {detail.moves.includes('counter') && (
            <button
              type="button"
              onClick={() => setCountering(!countering)}
              aria-expanded={countering}
              className="rounded-md border border-brand-600 px-3 py-1.5 text-brand-700"
            >
              {t('negotiation.counter')}
            </button>
          )}
          {detail.moves.includes('withdraw') && (
            <button type="button" onClick={() => void withdraw()} className="rounded-md border border-slate-300 px-3 py-1.5">
              {t('negotiation.withdraw')}
            </button>
          )}
        </div>
      )}
      {detail.status === 'accepted' && <QuoteNegotiation id={detail.id} locale={locale} />}
      {countering && <CounterForm locale={locale} detail={detail} onCountered={(next) => changed(next, 'negotiation.counteredDone')} />}
    </div>
  );
}

function CounterForm({ locale, detail, onCountered }: { locale: Locale; detail: NegotiationDetail; onCountered: (next: NegotiationDetail) => void }) {
  const t = useTranslate(locale);
  const [values, setValues] = useState<OfferValues>({ ...emptyOffer, unit: detail.latestOffer.priceUnit, quantity: String(detail.latestOffer.quantity) });
  const form = useSubmit(locale);
  const { busy, fieldErrors: errors } = form;
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(negotiationCounterInput, { id: detail.id, ...offerInput(values) }, async (input) => {
      onCountered(await post('negotiation/counter', input, negotiationDetail));
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('negotiation.counterOf', { name: `${detail.productName} ${detail.specLabel}` })}
      className="max-w-lg space-y-3 rounded-lg bg-slate-50 p-3"
    >
      <OfferFields
        locale={locale}
        values={values}
        onChange={setValues}
        errors={errors}
        spec={{ netWeightGrams: detail.netWeightGrams, pricePerKgFen: detail.listPricePerKgFen, priceFen: detail.listPriceFen }}
      />
      <SubmitButton busy={busy}>{t(busy ? 'account.working' : 'negotiation.sendCounter')}</SubmitButton>
    </form>
  );
}
