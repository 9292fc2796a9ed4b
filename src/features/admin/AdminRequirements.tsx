import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { TextField } from '../../components/ui/form/Field.tsx';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { adminPost } from '../../lib/api.ts';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { localePath } from '../../lib/locale-paths.ts';
import { $userInfo } from '../../lib/session/auth.store.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { applicationLabels } from '../../schemas/applications.ts';
import { formatPrice } from '../../schemas/money.ts';
import { type RequirementStatus, requirementStatuses } from '../../schemas/trade.ts';
import {
  type AdminRequirement,
  adminRequirement,
  adminRequirementPage,
  answerRequirementInput,
  assignRequirementInput,
  canMove,
  closeRequirementInput,
  REQUIREMENT_ANSWER_HOURS,
  requirementMoves,
} from '../../schemas/trade-admin.ts';
import { AdminPagedList } from './AdminPagedList.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import { AgeAndFlag, OverdueFilter, usePromisedList } from './TradeListParts.tsx';
import { useRowAction } from './use-row-action.ts';

/** The operator's 1V1 requirements: find the waiting and overdue ones, open one, assign, answer, close. */
export function AdminRequirements() {
  const t = useTranslate(currentLocale());
  const { status, setStatus, overdueOnly, setOverdueOnly, page, failed, load, openId, setOpenId, closeOpened } = usePromisedList<
    RequirementStatus,
    typeof adminRequirementPage
  >('requirement/list', adminRequirementPage);

  if (openId !== null) return <RequirementView id={openId} onBack={closeOpened} />;
  return (
    <div className="space-y-4 text-sm">
      <div className="flex flex-wrap items-end gap-4">
        <StatusFilter
          label={t('adminRequirements.status')}
          value={status}
          onChange={setStatus}
          statuses={requirementStatuses}
          nameOf={(name) => t(`adminRequirements.state.${name}`)}
          allLabel={t('adminOrders.allStatuses')}
        />
        <OverdueFilter
          checked={overdueOnly}
          onChange={setOverdueOnly}
          overdue={page?.overdue}
          promise={t('adminRequirements.promise', { hours: REQUIREMENT_ANSWER_HOURS })}
        />
      </div>
      <AdminPagedList page={page} failed={failed} failedMessage={t('adminRequirements.loadFailed')} load={load}>
        {(r) => (
          <li key={r.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
            <div className="min-w-0 flex-1 space-y-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <span>{t('adminRequirements.numbered', { id: r.id })}</span>
                <AgeAndFlag ageMinutes={r.ageMinutes} overdue={r.overdue} />
                <span className="text-slate-600">{t(`adminRequirements.state.${r.status}`)}</span>
                {r.assignee && <span className="text-slate-600">{t('adminRequirements.assignedTo', { assignee: r.assignee })}</span>}
              </p>
              <p className="line-clamp-2 break-words text-slate-800">{r.need}</p>
              <p className="text-slate-600">
                {r.contactName} {r.contactPhone} ·{' '}
                {r.customerPhone ? t('adminRequirements.member', { phone: r.customerPhone }) : t('adminRequirements.visitor')}
              </p>
            </div>
            <button
              type="button"
              onClick={() => setOpenId(r.id)}
              className="rounded-md border border-slate-300 px-3 py-1"
              aria-label={t('adminRequirements.openOf', { id: r.id })}
            >
              {t('adminOrders.open')}
            </button>
          </li>
        )}
      </AdminPagedList>
    </div>
  );
}

function RequirementView({ id, onBack }: { id: number; onBack: () => void }) {
  const t = useTranslate(currentLocale());
  const [requirement, setRequirement] = useState<AdminRequirement | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = () => {
    setFailed(false);
    adminPost('requirement/detail', { id }, adminRequirement).then(setRequirement, () => setFailed(true));
  };
  useEffect(reload, [id]);

  const back = (
    <button type="button" onClick={onBack} className="underline">
      {t('adminRequirements.back')}
    </button>
  );
  if (failed)
    return (
      <div className="space-y-4 text-sm">
        {back}
        <LoadFailed message={t('adminRequirements.loadFailed')} retryLabel={t('cart.retry')} onRetry={reload} />
      </div>
    );
  if (!requirement) return <Loading label={t('admin.loading')} />;
  const r = requirement;
  return (
    <div className="space-y-4 text-sm">
      {back}
      <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        {t('adminRequirements.numbered', { id: r.id })} · {t(`adminRequirements.state.${r.status}`)}
        <AgeAndFlag ageMinutes={r.ageMinutes} overdue={r.overdue} />
      </h3>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[8rem_1fr]">
        <dt className="text-slate-500">{t('adminRequirements.submittedAt')}</dt>
        <dd>{formatDateTime(r.createdAt, currentLocale())}</dd>
        <dt className="text-slate-500">{t('adminRequirements.buyer')}</dt>
        <dd>
          {r.contactName} {r.contactPhone} · {r.customerPhone ? t('adminRequirements.member', { phone: r.customerPhone }) : t('adminRequirements.visitor')}
        </dd>
        <dt className="text-slate-500">{t('requirement.need')}</dt>
        <dd className="break-words whitespace-pre-wrap">{r.need}</dd>
        {r.productName && (
          <>
            <dt className="text-slate-500">{t('adminRequirements.product')}</dt>
            <dd>
              <a href={localePath(currentLocale(), `/productDetails/${r.productId}`)}>{r.productName}</a>
            </dd>
          </>
        )}
        <dt className="text-slate-500">{t('requirement.quantity')}</dt>
        <dd>
          {r.quantity} {t(`requirement.unit.${r.unit}`)}
          {r.application && ` · ${applicationLabels[r.application].zh}`}
          {r.targetPriceFen !== null && ` · ${t('myRequirements.targetPrice', { price: formatPrice(r.targetPriceFen) })}`}
          {r.deadline && ` · ${t('myRequirements.deadline', { date: formatDate(`${r.deadline}T12:00:00+08:00`, currentLocale()) })}`}
        </dd>
        {r.targetHex && (
          <>
            <dt className="text-slate-500">{t('adminRequirements.colour')}</dt>
            <dd className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-block h-4 w-4 rounded-sm border border-slate-300" style={{ backgroundColor: r.targetHex }} />
              {r.targetHex}
            </dd>
          </>
        )}
        {r.photoUrl && (
          <>
            <dt className="text-slate-500">{t('adminRequirements.photo')}</dt>
            <dd>
              <a href={r.photoUrl} target="_blank" rel="noreferrer">
                <img src={r.photoUrl} alt={t('requirement.photoAlt')} className="h-24 w-24 rounded-md object-cover" />
              </a>
            </dd>
          </>
        )}
        {r.assignee && (
          <>
            <dt className="text-slate-500">{t('adminRequirements.assignee')}</dt>
            <dd>{r.assignee}</dd>
          </>
        )}
        {r.answer !== null && (
          <>
            <dt className="text-slate-500">{t('adminRequirements.answer')}</dt>
            <dd className="break-words whitespace-pre-wrap">
              {r.answer}
              {r.answeredAt && <span className="block text-slate-500">{formatDateTime(r.answeredAt, currentLocale())}</span>}
            </dd>
          </>
        )}
      </dl>
      {r.status === 'closed' ? (
        <p className="text-slate-600">{t('adminRequirements.closedAt', { at: formatDateTime(r.closedAt ?? r.createdAt, currentLocale()) })}</p>
      ) : (
        <RequirementActions requirement={r} onChanged={setRequirement} onStale={reload} />
      )}
    </div>
  );
}

type ActionsProps = { requirement: AdminRequirement; onChanged: (changed: AdminRequirement) => void; onStale: () => void };

function RequirementActions({ requirement: r, onChanged, onStale }: ActionsProps) {
  const t = useTranslate(currentLocale());
  const me = useStore($userInfo);
  const [assignee, setAssignee] = useState(r.assignee ?? me?.nickname ?? me?.phone ?? '');
  const [answer, setAnswer] = useState(r.answer ?? '');
  const { busy, errors, act, onSubmitOf } = useRowAction({ area: 'requirement', id: r.id, answer: adminRequirement, onChanged, onStale });
  const close = () => {
    if (window.confirm(t('adminRequirements.confirmClose', { id: r.id }))) void act('close', closeRequirementInput, {}, t('adminRequirements.closed'));
  };

  return (
    <div className="grid gap-4 md:grid-cols-2">
      {canMove(requirementMoves.assign, r.status) && (
        <form
          noValidate
          onSubmit={onSubmitOf('assign', assignRequirementInput, { assignee }, t('adminRequirements.assigned'))}
          aria-label={t('adminRequirements.assignOf', { id: r.id })}
          className="space-y-2"
        >
          <TextField label={t('adminRequirements.assignee')} value={assignee} onChange={setAssignee} error={errors.assignee} />
          <button type="submit" disabled={busy} className="rounded-md border border-brand-600 px-3 py-1.5 text-brand-700 disabled:opacity-60">
            {t('adminRequirements.assign')}
          </button>
        </form>
      )}
      {canMove(requirementMoves.answer, r.status) && (
        <form
          noValidate
          onSubmit={onSubmitOf('answer', answerRequirementInput, { answer }, t('adminRequirements.answered'))}
          aria-label={t('adminRequirements.answerOf', { id: r.id })}
          className="space-y-2 md:col-span-2"
        >
          <TextField label={t('adminRequirements.answerText')} rows={5} value={answer} onChange={setAnswer} error={errors.answer} />
          <p className="text-slate-500">
            {r.customerPhone ? t('adminRequirements.answerTells') : t('adminRequirements.answerVisitor', { phone: r.contactPhone })}
          </p>
          <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-3 py-1.5 text-white disabled:opacity-60">
            {t(r.status === 'answered' ? 'adminRequirements.answerAgain' : 'adminRequirements.answerNow')}
          </button>
        </form>
      )}
      {canMove(requirementMoves.close, r.status) && (
        <div>
          <button type="button" onClick={close} className="rounded-md border border-red-600 px-3 py-1.5 text-red-700">
            {t('adminRequirements.close')}
          </button>
        </div>
      )}
    </div>
  );
}
