import { type SubmitEvent, useEffect, useState } from 'react';
import { z } from 'zod';
import { TextField } from '../../../components/ui/form/Field.tsx';
import { Loading } from '../../../components/ui/Loading.tsx';
import { showToast } from '../../../components/ui/toast.store.ts';
import { adminPost } from '../../../lib/api.ts';
import { currentLocale } from '../../../lib/locale.store.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import { type SynonymGroup, synonymGroup, synonymGroupInput, synonymList } from '../../../schemas/synonyms.ts';

/** Terms are typed in one field, separated by commas (either width) or lines. */
const termsOf = (text: string) =>
  text
    .split(/[,，、\n]/)
    .map((term) => term.trim())
    .filter(Boolean);

/** The search's synonym groups: a keyword that is one term of a group also finds what the others find. */
export function SynonymEditor() {
  const t = useTranslate(currentLocale());
  const [groups, setGroups] = useState<SynonymGroup[] | null>(null);
  const [adding, setAdding] = useState(false);
  const { run } = useSubmit(currentLocale());
  const load = () => adminPost('catalog/synonym/list', {}, synonymList).then(setGroups, () => setGroups([]));
  useEffect(() => void load(), []);
  if (!groups) return <Loading label={t('admin.loading')} />;

  const saved = () => {
    setAdding(false);
    void load();
  };
  const remove = async (group: SynonymGroup) => {
    if (!window.confirm(t('admin.confirmDelete', { name: group.terms.join('，') }))) return;
    await run(async () => {
      await adminPost('catalog/synonym/delete', { id: group.id }, z.null());
      await load();
    });
  };

  return (
    <div className="space-y-3 text-sm">
      <p className="text-slate-600">{t('adminCatalog.synonymHint')}</p>
      <button type="button" onClick={() => setAdding(true)} className="rounded-md bg-brand-600 px-3 py-2 text-white">
        {t('adminCatalog.newSynonymGroup')}
      </button>
      {adding && <SynonymForm group={null} onSaved={saved} />}
      <ul className="divide-y divide-slate-100">
        {groups.map((group) => (
          <li key={group.id} className="flex flex-wrap items-end gap-2 py-2">
            <SynonymForm group={group} onSaved={saved} />
            <button
              type="button"
              onClick={() => void remove(group)}
              aria-label={t('adminCatalog.deleteOf', { name: group.terms[0] ?? '' })}
              className="rounded border border-red-300 px-2 py-1 text-red-700"
            >
              {t('admin.delete')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SynonymForm({ group, onSaved }: { group: SynonymGroup | null; onSaved: () => void }) {
  const t = useTranslate(currentLocale());
  const [text, setText] = useState(group ? group.terms.join(', ') : '');
  const { busy, fieldErrors: errors, submit } = useSubmit(currentLocale());
  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(synonymGroupInput, { ...(group ? { id: group.id } : {}), terms: termsOf(text) }, async (input) => {
      await adminPost('catalog/synonym/save', input, synonymGroup);
      // The search reads synonyms as they are saved: nothing waits for a publish.
      showToast(t('admin.savedLive'), { type: 'success' });
      onSaved();
    });
  };
  const label = group ? t('adminCatalog.editOf', { name: group.terms[0] ?? '' }) : t('adminCatalog.newSynonymGroup');
  return (
    <form onSubmit={save} noValidate aria-label={label} className="flex min-w-0 flex-1 flex-wrap items-end gap-2">
      <div className="min-w-64 flex-1">
        <TextField label={t('adminCatalog.synonymTerms')} error={errors.terms ?? errors.id} value={text} onChange={setText} />
      </div>
      <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-3 py-2 text-white disabled:opacity-60">
        {t('admin.save')}
      </button>
    </form>
  );
}
