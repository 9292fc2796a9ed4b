import { useEffect, useState } from 'react';
import { adminPost } from '../../../lib/api.ts';
import { currentLocale } from '../../../lib/locale.store.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import { DEMO_REMOVAL_PHRASE, type DemoDataRemoved, type DemoDataStatus, demoDataRemoved, demoDataStatus } from '../../../schemas/demo-data.ts';

/** What is left of the demo seed, and its removal once the operator has typed the phrase (the server checks it too). */
export function DemoDataRemoval() {
  const t = useTranslate(currentLocale());
  const [status, setStatus] = useState<DemoDataStatus | null>(null);
  const [confirmation, setConfirmation] = useState('');
  const [removeAccounts, setRemoveAccounts] = useState(false);
  const [removed, setRemoved] = useState<DemoDataRemoved | null>(null);
  // A refusal is shown by the API client.
  const { busy, run } = useSubmit(currentLocale());

  const load = () =>
    adminPost('catalog/demo-data/status', {}, demoDataStatus).then(setStatus, () => {
      // The API client has shown the refusal.
    });
  useEffect(() => {
    void load();
  }, []);

  const remove = () =>
    run(async () => {
      setRemoved(await adminPost('catalog/demo-data/remove', { confirmation, removeAccounts }, demoDataRemoved, { slow: true }));
      setConfirmation('');
      setRemoveAccounts(false);
      await load();
    });

  const accountsLeft = status?.demoAccounts.accounts ?? [];
  const nothingLeft = status !== null && status.products + status.brands + status.categories + status.newsArticles + status.banners + accountsLeft.length === 0;
  const confirmed = confirmation.trim() === DEMO_REMOVAL_PHRASE;
  return (
    <section aria-labelledby="demo-data-title" className="max-w-2xl space-y-3 text-sm">
      <h2 id="demo-data-title" className="text-base font-semibold">
        {t('adminCatalog.demo.title')}
      </h2>
      <p className="text-slate-600">{t('adminCatalog.demo.hint')}</p>
      {status && (
        <p role="status">
          {nothingLeft
            ? t('adminCatalog.demo.none')
            : t('adminCatalog.demo.status', {
                products: status.products,
                productsKept: status.productsKept,
                brands: status.brands,
                categories: status.categories,
                newsArticles: status.newsArticles,
                banners: status.banners,
              })}
        </p>
      )}
      {status?.demoAccounts.ownAccount && (
        <p className="rounded-md bg-amber-50 p-3 text-amber-900">{t('adminCatalog.demo.ownAccount', { phone: status.demoAccounts.ownAccount })}</p>
      )}
      {removed && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-800">
          {t('adminCatalog.demo.removed', { ...removed.deleted, retired: removed.retired })}
          {removed.accounts.deleted.length + removed.accounts.closed.length > 0 &&
            ` ${t('adminCatalog.demo.accountsRemoved', {
              deleted: removed.accounts.deleted.join(', ') || '—',
              closed: removed.accounts.closed.join(', ') || '—',
            })}`}
        </p>
      )}
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void remove();
        }}
      >
        <label className="min-w-0 flex-1">
          <span className="block text-slate-700">{t('adminCatalog.demo.confirmLabel', { phrase: DEMO_REMOVAL_PHRASE })}</span>
          <input
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            autoComplete="off"
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
          />
        </label>
        {accountsLeft.length > 0 && (
          <label className="flex basis-full items-start gap-2">
            <input type="checkbox" className="mt-1" checked={removeAccounts} onChange={(event) => setRemoveAccounts(event.target.checked)} />
            <span>{t('adminCatalog.demo.removeAccounts', { phones: accountsLeft.join(', ') })}</span>
          </label>
        )}
        <button type="submit" disabled={busy || !confirmed} className="rounded-md bg-red-700 px-4 py-2 text-white disabled:opacity-50">
          {t('adminCatalog.demo.remove')}
        </button>
      </form>
    </section>
  );
}
