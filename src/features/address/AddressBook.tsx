import { useEffect, useState } from 'react';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { goToLogin, post } from '../../lib/api.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Address } from '../../schemas/address.ts';
import { MAX_ADDRESSES } from '../../schemas/address-values.ts';
import type { Locale } from '../../schemas/common.ts';
import { AddressForm } from './AddressForm.tsx';

// The contract (and zod) loads beside the first call, after the first paint.
const addressList = () => import('../../schemas/address.ts').then((contracts) => contracts.addressList);

/** The customer's delivery addresses: add, edit, delete, and choose the one default. */
export default function AddressBook({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const session = useSession();
  const [list, setList] = useState<Address[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);

  const load = () => {
    setFailed(false);
    post('address/list', {}, addressList).then(setList, () => setFailed(true));
  };
  useEffect(() => {
    if (!session.ready) return;
    if (!session.loggedIn) return goToLogin();
    load();
  }, [session.ready, session.loggedIn]);

  if (failed) return <LoadFailed message={t('address.loadFailed')} retryLabel={t('cart.retry')} onRetry={load} />;
  if (session.failed) return <LoadFailed message={t('account.loadFailed')} retryLabel={t('account.retry')} onRetry={session.retry} />;
  if (!list) return <Loading label={t('account.loading')} />;

  const act = async (path: 'address/setDefault' | 'address/delete', id: number, done: string) => {
    const next = await post(path, { id }, addressList).catch(() => null);
    if (!next) return;
    setList(next);
    showToast(done, { type: 'success' });
  };
  const remove = (entry: Address) => {
    if (window.confirm(t('address.confirmDelete', { name: entry.consignee }))) void act('address/delete', entry.id, t('address.deleted'));
  };

  return (
    <div className="space-y-4">
      {editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          locale={locale}
          editing={editing === 'new' ? null : editing}
          onSaved={(next) => {
            setList(next);
            setEditing(null);
            showToast(t('address.saved'), { type: 'success' });
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button
          type="button"
          onClick={() => setEditing('new')}
          disabled={list.length >= MAX_ADDRESSES}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white disabled:opacity-60"
        >
          {t('address.add')}
        </button>
      )}
      {list.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-slate-600 shadow-sm">{t('address.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {list.map((entry) => (
            <li key={entry.id} className="rounded-xl bg-white p-4 text-sm shadow-sm">
              <p className="font-semibold">
                {entry.consignee} <span className="font-normal text-slate-600">{entry.mobile}</span>
                {entry.isDefault && <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">{t('address.default')}</span>}
              </p>
              <p className="mt-1">
                {entry.province} {entry.city} {entry.district} {entry.detail}
              </p>
              <div className="mt-3 flex flex-wrap gap-3">
                {!entry.isDefault && (
                  <button type="button" onClick={() => void act('address/setDefault', entry.id, t('address.defaultSet'))} className="underline">
                    {t('address.makeDefault')}
                  </button>
                )}
                <button type="button" onClick={() => setEditing(entry)} className="underline" aria-label={t('address.editOf', { name: entry.consignee })}>
                  {t('address.edit')}
                </button>
                <button
                  type="button"
                  onClick={() => remove(entry)}
                  className="text-red-700 underline"
                  aria-label={t('address.deleteOf', { name: entry.consignee })}
                >
                  {t('address.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
