import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';
import type { NegotiationOffer, NegotiationParty, NegotiationStatus, NegotiationSummary } from '../../schemas/negotiations.ts';

const statusColours: Record<NegotiationStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
  withdrawn: 'bg-slate-100 text-slate-700',
  expired: 'bg-slate-100 text-slate-700',
  used: 'bg-sky-100 text-sky-900',
};

/** The state of a negotiation as a badge, and whose answer an open one awaits, from `viewer`'s side. */
export function NegotiationBadges({
  locale,
  negotiation,
  viewer,
}: {
  locale: Locale;
  negotiation: Pick<NegotiationSummary, 'status' | 'awaiting'>;
  viewer: NegotiationParty;
}) {
  const t = useTranslate(locale);
  const yourTurn = negotiation.status === 'open' && negotiation.awaiting === viewer;
  return (
    <span className="inline-flex flex-wrap gap-1 text-xs">
      <span className={`rounded px-2 py-0.5 ${statusColours[negotiation.status]}`}>{t(`negotiation.status.${negotiation.status}`)}</span>
      {negotiation.status === 'open' && (
        <span className={`rounded px-2 py-0.5 ${yourTurn ? 'bg-red-600 text-white' : 'bg-slate-100 text-slate-700'}`}>
          {t(
            yourTurn
              ? viewer === 'buyer'
                ? 'negotiation.awaitingYou'
                : 'negotiation.awaitingShop'
              : viewer === 'buyer'
                ? 'negotiation.awaitingShop'
                : 'negotiation.awaitingBuyer',
          )}
        </span>
      )}
    </span>
  );
}

/** One offer in words: who, price per kg and per pack (the one offered first), packs, and until when the shop's offer holds. */
export function OfferText({ locale, offer, viewer }: { locale: Locale; offer: NegotiationOffer; viewer: NegotiationParty }) {
  const t = useTranslate(locale);
  const who = t(offer.by === viewer ? 'negotiation.by.you' : offer.by === 'shop' ? 'negotiation.by.shop' : 'negotiation.by.buyer');
  return (
    <>
      {t(offer.priceUnit === 'pack' ? 'negotiation.offerPack' : 'negotiation.offer', {
        who,
        perKg: formatPrice(offer.pricePerKgFen),
        pack: formatPrice(offer.packPriceFen),
        quantity: offer.quantity,
      })}
      {offer.validUntil && ` · ${t('negotiation.offerValid', { date: formatDate(offer.validUntil, locale) })}`}
    </>
  );
}

/** The whole thread, oldest offer first: who, what, when, and the note. */
export function NegotiationThread({ locale, offers, viewer }: { locale: Locale; offers: NegotiationOffer[]; viewer: NegotiationParty }) {
  const t = useTranslate(locale);
  return (
    <section aria-label={t('negotiation.thread')}>
      <ol className="space-y-2 border-l-2 border-slate-200 pl-3">
        {offers.map((offer, index) => (
          <li key={index} className="text-sm">
            <p className="text-xs text-slate-500">{formatDateTime(offer.createdAt, locale)}</p>
            <p>
              <OfferText locale={locale} offer={offer} viewer={viewer} />
            </p>
            {offer.note && <p className="whitespace-pre-line text-slate-600">{offer.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** What an ended or agreed negotiation comes to: the agreed price and packs, why it was declined, or that it expired. */
export function NegotiationOutcome({ locale, negotiation }: { locale: Locale; negotiation: NegotiationSummary }) {
  const t = useTranslate(locale);
  const n = negotiation;
  return (
    <>
      {n.agreedPricePerKgFen !== null && n.agreedPackPriceFen !== null && n.validUntil && (
        <p className="text-sm text-emerald-800">
          {t(n.agreedPriceUnit === 'pack' ? 'negotiation.agreedPack' : 'negotiation.agreed', {
            perKg: formatPrice(n.agreedPricePerKgFen),
            pack: formatPrice(n.agreedPackPriceFen),
            quantity: n.agreedQuantity ?? 0,
            used: n.usedQuantity,
            date: formatDate(n.validUntil, locale),
          })}
        </p>
      )}
      {n.status === 'expired' && <p className="text-sm text-amber-800">{t('negotiation.expiredNote')}</p>}
      {n.status === 'rejected' && n.rejectReason && <p className="text-sm text-red-700">{t('negotiation.rejectedBecause', { reason: n.rejectReason })}</p>}
    </>
  );
}
