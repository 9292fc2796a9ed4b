import { useState } from 'react';
import type { z } from 'zod';
import { linkedFlag } from '../../lib/admin-links.ts';
import { formatAge } from '../../lib/age.ts';
import { adminPost } from '../../lib/api.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useTranslate } from '../../lib/use-translate.ts';

/** How long ago an entry came in ("3 小时前"), with a red "已超时" when its promise is broken. */
export function AgeAndFlag({ ageMinutes, overdue }: { ageMinutes: number; overdue: boolean }) {
  const t = useTranslate(currentLocale());
  return (
    <>
      <span className="font-normal text-slate-500">{formatAge(ageMinutes, currentLocale())}</span>
      {overdue && <span className="rounded bg-red-600 px-2 py-0.5 text-xs font-medium text-white">{t('adminTrade.overdue')}</span>}
    </>
  );
}

/** "Overdue only", with how many are overdue in all and the promise they broke. */
export function OverdueFilter({
  checked,
  onChange,
  overdue,
  promise,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  overdue: number | undefined;
  promise: string;
}) {
  const t = useTranslate(currentLocale());
  return (
    <div className="space-y-1">
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        {t('adminTrade.overdueOnly')}
        {overdue !== undefined && overdue > 0 && <span className="font-medium text-red-700">{t('adminTrade.overdueCount', { count: overdue })}</span>}
      </label>
      <p className="text-xs text-slate-500">{promise}</p>
    </div>
  );
}

/**
 * A back-office list of entries under a 24-hour promise (requirements, sample requests): its status and
 * overdue filters, the page they find, and the entry opened, which goes back to the same page when closed.
 */
export function usePromisedList<Status extends string, Contract extends z.core.$ZodType<{ curPage: number }>>(path: string, contract: Contract) {
  const [status, setStatus] = useState<Status | ''>('');
  const [overdueOnly, setOverdueOnly] = useState(() => linkedFlag('overdueOnly'));
  const [openId, setOpenId] = useState<number | null>(null);
  const { page, failed, load, reload } = usePagedList(
    (curPage) => adminPost(path, { status: status || undefined, overdueOnly, curPage }, contract),
    [status, overdueOnly],
  );
  const closeOpened = () => {
    setOpenId(null);
    void reload();
  };
  return { status, setStatus, overdueOnly, setOverdueOnly, page, failed, load, reload, openId, setOpenId, closeOpened };
}
