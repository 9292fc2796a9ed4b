import { useEffect, useState } from 'react';
import { z } from 'zod';
import { SelectField, TextField } from '../../components/ui/form/Field.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { adminPost } from '../../lib/api.ts';
import { localName } from '../../lib/local-name.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { columnRow } from '../../schemas/admin-content.ts';

type Column = z.infer<typeof columnRow>;

/** News columns: add one (at the top or under another) and delete empty ones. */
export function ColumnEditor() {
  const t = useTranslate(currentLocale());
  const [columns, setColumns] = useState<Column[] | null>(null);
  const [draft, setDraft] = useState({ parentId: '', nameZh: '', nameEn: '' });
  const { busy, fieldErrors: errors, run } = useSubmit(currentLocale());

  const load = () => adminPost('content/column/list', {}, z.array(columnRow)).then(setColumns, () => setColumns([]));
  useEffect(() => void load(), []);
  if (!columns) return <p role="status">{t('admin.loading')}</p>;

  const nameOf = (column: Column) => `${column.parentId ? '— ' : ''}${localName(column.nameZh, column.nameEn)}`;
  const ordered = columns.filter((column) => column.parentId === null).flatMap((top) => [top, ...columns.filter((column) => column.parentId === top.id)]);

  const add = () =>
    run(async () => {
      await adminPost(
        'content/column/create',
        { parentId: draft.parentId ? Number(draft.parentId) : null, nameZh: draft.nameZh, nameEn: draft.nameEn },
        columnRow,
      );
      setDraft({ parentId: '', nameZh: '', nameEn: '' });
      showToast(t('admin.saved'), { type: 'success' });
      await load();
    });

  const remove = async (column: Column) => {
    if (!window.confirm(t('admin.confirmDelete', { name: localName(column.nameZh, column.nameEn) }))) return;
    try {
      await adminPost('content/column/delete', { id: column.id }, z.unknown());
      await load();
    } catch {
      // A column with articles or sub-columns stays; the client has shown why.
    }
  };

  return (
    <div className="space-y-6">
      <ul className="space-y-2">
        {ordered.map((column) => (
          <li key={column.id} className="flex items-center justify-between rounded border border-slate-200 px-3 py-2 text-sm">
            <span>
              {nameOf(column)} <span className="text-slate-500">{column.nameEn}</span>
            </span>
            <button type="button" onClick={() => void remove(column)} className="rounded border border-red-300 px-2 text-red-700">
              {t('admin.delete')}
            </button>
          </li>
        ))}
      </ul>
      <fieldset className="space-y-3 rounded border border-slate-200 p-4">
        <legend className="px-1 text-sm font-medium">{t('admin.column.add')}</legend>
        <SelectField
          label={t('admin.column.parent')}
          value={draft.parentId}
          onChange={(parentId) => setDraft({ ...draft, parentId })}
          options={[
            { value: '', label: t('admin.column.topLevel') },
            ...columns.filter((column) => column.parentId === null).map((column) => ({ value: column.id, label: localName(column.nameZh, column.nameEn) })),
          ]}
        />
        <TextField label={t('admin.column.nameZh')} error={errors.nameZh} value={draft.nameZh} onChange={(nameZh) => setDraft({ ...draft, nameZh })} />
        <TextField label={t('admin.column.nameEn')} error={errors.nameEn} value={draft.nameEn} onChange={(nameEn) => setDraft({ ...draft, nameEn })} />
        <button type="button" onClick={() => void add()} disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 text-sm text-white disabled:opacity-60">
          {t('admin.column.add')}
        </button>
      </fieldset>
    </div>
  );
}
