import { useEffect, useState } from 'react';
import { TextField } from '../../components/ui/form/Field.tsx';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { adminPost } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { idInput } from '../../schemas/common.ts';
import {
  type AdminSample,
  adminSample,
  adminSamplePage,
  declineSampleInput,
  SAMPLE_ANSWER_HOURS,
  type SampleStatus,
  sampleMoves,
  sampleStatuses,
  sendSampleInput,
} from '../../schemas/samples.ts';
import { canMove } from '../../schemas/trade-admin.ts';
import { AdminPagedList } from './AdminPagedList.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import { AgeAndFlag, OverdueFilter, usePromisedList } from './TradeListParts.tsx';
import { useRowAction } from './use-row-action.ts';

/** The operator's sample requests: find the waiting and overdue ones, open one, send it with tracking or decline it. */
export function AdminSamples() {
  const t = useTranslate(currentLocale());
  const { status, setStatus, overdueOnly, setOverdueOnly, page, failed, load, openId, setOpenId, closeOpened } = usePromisedList<
    SampleStatus,
    typeof adminSamplePage
  >('sample/list', adminSamplePage);

  if (openId !== null) return <SampleView id={openId} onBack={closeOpened} />;
  return (
    <div className="space-y-4 text-sm">
      <div className="flex flex-wrap items-end gap-4">
        <StatusFilter
          label={t('adminSamples.status')}
          value={status}
          onChange={setStatus}
          statuses={sampleStatuses}
          nameOf={(name) => t(`mySamples.status.${name}`)}
          allLabel={t('adminOrders.allStatuses')}
        />
        <OverdueFilter
          checked={overdueOnly}
          onChange={setOverdueOnly}
          overdue={page?.overdue}
          promise={t('adminSamples.promise', { hours: SAMPLE_ANSWER_HOURS })}
        />
      </div>
      <AdminPagedList page={page} failed={failed} failedMessage={t('mySamples.loadFailed')} load={load}>
        {(s) => (
          <li key={s.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
            <div className="min-w-0 flex-1 space-y-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <span>{t('mySamples.numbered', { id: s.id })}</span>
                <AgeAndFlag ageMinutes={s.ageMinutes} overdue={s.overdue} />
                <span className="text-slate-600">{t(`mySamples.status.${s.status}`)}</span>
              </p>
              <p className="break-words text-slate-800">
                {s.productName} · {t('mySamples.size', { grams: s.sizeGrams })} · {s.company}
              </p>
              <p className="text-slate-600">{t('adminRequirements.member', { phone: s.customerPhone })}</p>
            </div>
            <button
              type="button"
              onClick={() => setOpenId(s.id)}
              className="rounded-md border border-slate-300 px-3 py-1"
              aria-label={t('adminSamples.openOf', { id: s.id })}
            >
              {t('adminOrders.open')}
            </button>
          </li>
        )}
      </AdminPagedList>
    </div>
  );
}

function SampleView({ id, onBack }: { id: number; onBack: () => void }) {
  const t = useTranslate(currentLocale());
  const [sample, setSample] = useState<AdminSample | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = () => {
    setFailed(false);
    adminPost('sample/detail', { id }, adminSample).then(setSample, () => setFailed(true));
  };
  useEffect(reload, [id]);

  const back = (
    <button type="button" onClick={onBack} className="underline">
      {t('adminSamples.back')}
    </button>
  );
  if (failed)
    return (
      <div className="space-y-4 text-sm">
        {back}
        <LoadFailed message={t('mySamples.loadFailed')} retryLabel={t('cart.retry')} onRetry={reload} />
      </div>
    );
  if (!sample) return <Loading label={t('admin.loading')} />;
  const s = sample;
  const facts: [string, string][] = [
    [t('adminSamples.requestedAt'), formatDateTime(s.createdAt, currentLocale())],
    [t('adminSamples.buyer'), t('adminRequirements.member', { phone: s.customerPhone })],
    [t('adminRequirements.product'), `${s.productName} · ${t('mySamples.size', { grams: s.sizeGrams })}`],
    [t('sample.purpose'), s.purpose],
    [t('sample.company'), s.company],
    [t('sample.address'), `${s.consignee} ${s.mobile} ${s.address}`],
    ...(s.note ? [[t('sample.note'), s.note] as [string, string]] : []),
    ...(s.trackingNo ? [[t('adminSamples.tracking'), `${s.carrier ?? ''} ${s.trackingNo}`] as [string, string]] : []),
    ...(s.declineReason ? [[t('adminSamples.reason'), s.declineReason] as [string, string]] : []),
  ];
  return (
    <div className="space-y-4 text-sm">
      {back}
      <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        {t('mySamples.numbered', { id: s.id })} · {t(`mySamples.status.${s.status}`)}
        <AgeAndFlag ageMinutes={s.ageMinutes} overdue={s.overdue} />
      </h3>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[8rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-words whitespace-pre-wrap">{value}</dd>
          </div>
        ))}
      </dl>
      <SampleActions sample={s} onChanged={setSample} onStale={reload} />
    </div>
  );
}

type ActionsProps = { sample: AdminSample; onChanged: (changed: AdminSample) => void; onStale: () => void };

function SampleActions({ sample: s, onChanged, onStale }: ActionsProps) {
  const t = useTranslate(currentLocale());
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [reason, setReason] = useState('');
  const { busy, errors, act, onSubmitOf } = useRowAction({ area: 'sample', id: s.id, answer: adminSample, onChanged, onStale });

  return (
    <div className="grid gap-4 md:grid-cols-2">
      {canMove(sampleMoves.send, s.status) && (
        <form
          noValidate
          onSubmit={onSubmitOf('send', sendSampleInput, { carrier, trackingNo }, t('adminSamples.sentDone'))}
          aria-label={t('adminSamples.sendOf', { id: s.id })}
          className="space-y-2"
        >
          <TextField label={t('adminSamples.carrier')} value={carrier} onChange={setCarrier} error={errors.carrier} />
          <TextField label={t('adminSamples.trackingNo')} value={trackingNo} onChange={setTrackingNo} error={errors.trackingNo} />
          <p className="text-slate-500">{t('adminSamples.tells')}</p>
          <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-3 py-1.5 text-white disabled:opacity-60">
            {t('adminSamples.send')}
          </button>
        </form>
      )}
      {canMove(sampleMoves.decline, s.status) && (
        <form
          noValidate
          onSubmit={onSubmitOf('decline', declineSampleInput, { reason }, t('adminSamples.declinedDone'))}
          aria-label={t('adminSamples.declineOf', { id: s.id })}
          className="space-y-2"
        >
          <TextField label={t('adminSamples.reason')} rows={3} value={reason} onChange={setReason} error={errors.reason} />
          <button type="submit" disabled={busy} className="rounded-md border border-red-600 px-3 py-1.5 text-red-700 disabled:opacity-60">
            {t('adminSamples.decline')}
          </button>
        </form>
      )}
      {canMove(sampleMoves.close, s.status) && (
        <div>
          <button
            type="button"
            onClick={() => void act('close', idInput, {}, t('adminSamples.closedDone'))}
            disabled={busy}
            className="rounded-md border border-slate-400 px-3 py-1.5"
          >
            {t('adminSamples.close')}
          </button>
        </div>
      )}
    </div>
  );
}
