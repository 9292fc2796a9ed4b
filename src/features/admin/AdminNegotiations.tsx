import { type SubmitEvent, useEffect, useState } from 'react';
import { TextField } from '../../components/ui/form/Field.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { adminPost } from '../../lib/api.ts';
import { beijingDay, formatDateTime } from '../../lib/dates.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { formatPrice, parseYuan } from '../../schemas/money.ts';
import {
  type AdminNegotiationDetail,
  adminNegotiationAcceptInput,
  adminNegotiationCounterInput,
  adminNegotiationDetail,
  adminNegotiationPage,
  adminNegotiationRejectInput,
  negotiationStatuses,
} from '../../schemas/negotiations.ts';
import { NegotiationBadges, NegotiationOutcome, NegotiationThread, OfferText } from '../negotiations/NegotiationFacts.tsx';
import { emptyOffer, OfferFields, type OfferValues, offerInput } from '../negotiations/OfferFields.tsx';
import { AdminPagedList } from './AdminPagedList.tsx';
import { StatusFilter } from './StatusFilter.tsx';

/** The list's filters: what awaits the shop's answer (the default), every negotiation, or one state. */
const filters = ['awaitingShop', 'all', ...negotiationStatuses] as const;
type Filter = (typeof filters)[number];

/** The operator's price negotiations: what awaits the shop's answer first, each opened to counter, accept or reject. */
export function AdminNegotiations() {
  const t = useTranslate(currentLocale());
  const [filter, setFilter] = useState<Filter>('awaitingShop');
  const [openId, setOpenId] = useState<number | null>(null);
  const negotiations = usePagedList(
    (curPage) => {
      const query = filter === 'awaitingShop' ? { awaitingShop: true } : filter === 'all' ? {} : { status: filter };
      return adminPost('negotiation/list', { ...query, curPage }, adminNegotiationPage);
    },
    [filter],
  );
  const page = negotiations.page;

  if (openId !== null)
    return (
      <AdminNegotiationView
        id={openId}
        onBack={() => {
          setOpenId(null);
          void negotiations.reload();
        }}
      />
    );
  return (
    <div className="space-y-4 text-sm">
      <StatusFilter
        label={t('adminNegotiations.filter')}
        value={filter}
        onChange={(next) => next && setFilter(next)}
        statuses={filters}
        nameOf={(name) =>
          name === 'awaitingShop'
            ? `${t('negotiation.awaitingShop')}${page ? ` (${page.awaitingShop})` : ''}`
            : name === 'all'
              ? t('negotiation.filter.all')
              : t(`negotiation.status.${name}`)
        }
      />
      <AdminPagedList page={page} failed={negotiations.failed} failedMessage={t('negotiation.loadFailed')} load={negotiations.load}>
        {(item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="space-y-1">
              <span className="block">
                #{item.id} · {item.customerPhone} · {item.productName} · {item.specLabel} · {formatDateTime(item.updatedAt, currentLocale())}
              </span>
              <span className="block text-slate-600">
                <OfferText locale={currentLocale()} offer={item.latestOffer} viewer="shop" />
              </span>
            </span>
            <span className="flex items-center gap-3">
              <NegotiationBadges locale={currentLocale()} negotiation={item} viewer="shop" />
              <button
                type="button"
                onClick={() => setOpenId(item.id)}
                aria-label={t('adminNegotiations.openOf', { id: item.id })}
                className="rounded-md border border-slate-300 px-3 py-1"
              >
                {t('adminOrders.open')}
              </button>
            </span>
          </li>
        )}
      </AdminPagedList>
    </div>
  );
}

/** Today plus `days` in Beijing, as a date input's value: the default validity of the shop's answers. */
const dayFromToday = (days: number) => beijingDay(new Date(Date.now() + days * 86_400_000));

function AdminNegotiationView({ id, onBack }: { id: number; onBack: () => void }) {
  const t = useTranslate(currentLocale());
  const [negotiation, setNegotiation] = useState<AdminNegotiationDetail | null>(null);
  useEffect(() => void adminPost('negotiation/detail', { id }, adminNegotiationDetail).then(setNegotiation, () => undefined), [id]);
  if (!negotiation) return <Loading label={t('admin.loading')} />;
  const n = negotiation;
  const answered = (next: AdminNegotiationDetail, message: MessageKey) => {
    setNegotiation(next);
    showToast(t(message), { type: 'success' });
  };

  return (
    <div className="space-y-4 text-sm">
      <button type="button" onClick={onBack} className="underline">
        {t('adminNegotiations.back')}
      </button>
      <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        {t('adminNegotiations.title', { id: n.id })} <NegotiationBadges locale={currentLocale()} negotiation={n} viewer="shop" />
      </h3>
      <p>
        {n.customerPhone} · {n.productName} · {n.specLabel}
      </p>
      <NegotiationThread locale={currentLocale()} offers={n.offers} viewer="shop" />
      <NegotiationOutcome locale={currentLocale()} negotiation={n} />
      {n.moves.length > 0 && (
        <div className="grid gap-4 lg:grid-cols-3">
          {n.moves.includes('counter') && <CounterForm negotiation={n} onDone={(next) => answered(next, 'adminNegotiations.countered')} />}
          {n.moves.includes('accept') && <AcceptForm negotiation={n} onDone={(next) => answered(next, 'adminNegotiations.accepted')} />}
          {n.moves.includes('reject') && <RejectForm negotiation={n} onDone={(next) => answered(next, 'adminNegotiations.rejected')} />}
        </div>
      )}
    </div>
  );
}

type FormProps = { negotiation: AdminNegotiationDetail; onDone: (next: AdminNegotiationDetail) => void };

/** Checks a form against its contract, sends it, and shows the errors beside the fields. */
function useAnswer(path: 'counter' | 'accept' | 'reject', onDone: FormProps['onDone']) {
  const { busy, fieldErrors: errors, submit } = useSubmit(currentLocale());
  const send = (schema: typeof adminNegotiationCounterInput | typeof adminNegotiationAcceptInput | typeof adminNegotiationRejectInput, body: object) =>
    submit(schema, body, async (input) => onDone(await adminPost(`negotiation/${path}`, input, adminNegotiationDetail)));
  return { busy, errors, send };
}

const formClass = 'space-y-3 rounded-lg border border-slate-200 p-4';

function CounterForm({ negotiation: n, onDone }: FormProps) {
  const t = useTranslate(currentLocale());
  const [values, setValues] = useState<OfferValues>({ ...emptyOffer, unit: n.latestOffer.priceUnit, quantity: String(n.latestOffer.quantity) });
  const [validUntil, setValidUntil] = useState(dayFromToday(7));
  const { busy, errors, send } = useAnswer('counter', onDone);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(adminNegotiationCounterInput, { id: n.id, ...offerInput(values), validUntil });
  };
  const typed = parseYuan(values.price);
  const list = values.unit === 'pack' ? n.listPriceFen : n.listPricePerKgFen;
  // The shop's offer is a discount too: one at or above the list price would be refused.
  const notBelowList = typed !== null && typed >= list;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="negotiation-counter-title" className={formClass}>
      <h4 id="negotiation-counter-title" className="font-semibold">
        {t('adminNegotiations.counterTitle')}
      </h4>
      <OfferFields
        locale={currentLocale()}
        values={values}
        onChange={setValues}
        errors={errors}
        spec={{ netWeightGrams: n.netWeightGrams, pricePerKgFen: n.listPricePerKgFen, priceFen: n.listPriceFen }}
        priceWarning={
          notBelowList
            ? t(values.unit === 'pack' ? 'adminNegotiations.aboveListPack' : 'adminNegotiations.aboveList', {
                offer: formatPrice(typed),
                list: formatPrice(list),
              })
            : null
        }
      />
      <TextField label={t('adminNegotiations.validUntil')} type="date" value={validUntil} onChange={setValidUntil} error={errors.validUntil} />
      <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-3 py-1.5 text-white disabled:opacity-60">
        {t('adminNegotiations.counter')}
      </button>
    </form>
  );
}

function AcceptForm({ negotiation: n, onDone }: FormProps) {
  const t = useTranslate(currentLocale());
  const [validUntil, setValidUntil] = useState(dayFromToday(30));
  const { busy, errors, send } = useAnswer('accept', onDone);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(adminNegotiationAcceptInput, { id: n.id, validUntil });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="negotiation-accept-title" className={formClass}>
      <h4 id="negotiation-accept-title" className="font-semibold">
        {t('adminNegotiations.acceptTitle')}
      </h4>
      <p>
        <OfferText locale={currentLocale()} offer={n.latestOffer} viewer="shop" />
      </p>
      <TextField label={t('adminNegotiations.agreedUntil')} type="date" value={validUntil} onChange={setValidUntil} error={errors.validUntil} />
      <button type="submit" disabled={busy} className="rounded-md bg-emerald-700 px-3 py-1.5 text-white disabled:opacity-60">
        {t('adminNegotiations.accept')}
      </button>
    </form>
  );
}

function RejectForm({ negotiation: n, onDone }: FormProps) {
  const t = useTranslate(currentLocale());
  const [reason, setReason] = useState('');
  const { busy, errors, send } = useAnswer('reject', onDone);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(adminNegotiationRejectInput, { id: n.id, reason });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="negotiation-reject-title" className={formClass}>
      <h4 id="negotiation-reject-title" className="font-semibold">
        {t('adminNegotiations.rejectTitle')}
      </h4>
      <TextField label={t('adminNegotiations.reason')} value={reason} onChange={setReason} error={errors.reason} />
      <button type="submit" disabled={busy} className="rounded-md border border-red-600 px-3 py-1.5 text-red-700 disabled:opacity-60">
        {t('adminNegotiations.reject')}
      </button>
    </form>
  );
}
