import { type SubmitEvent, useEffect, useState } from 'react';
import { z } from 'zod';
import { TextField } from '../../../components/ui/form/Field.tsx';
import { Loading } from '../../../components/ui/Loading.tsx';
import { showToast } from '../../../components/ui/toast.store.ts';
import { adminPost } from '../../../lib/api.ts';
import { localName } from '../../../lib/local-name.ts';
import { currentLocale } from '../../../lib/locale.store.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import { type AdminCategory, adminCategory, categoryFields, categoryUpdate } from '../../../schemas/catalog-admin.ts';

/** Categories in tree order: each followed by its children, depth first. */
function treeOrder(categories: AdminCategory[]): AdminCategory[] {
  const childrenOf = (parentId: number | null): AdminCategory[] =>
    categories.filter((category) => category.parentId === parentId).flatMap((category) => [category, ...childrenOf(category.id)]);
  return childrenOf(null);
}

type Editing = { kind: 'rename'; category: AdminCategory } | { kind: 'add'; parentId: number | null } | null;

/** The four-level tree: rename (both languages) and order, add a category at the top or under one of levels 1–3, delete an empty one. */
export function CategoryEditor() {
  const t = useTranslate(currentLocale());
  const [categories, setCategories] = useState<AdminCategory[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const load = () => adminPost('catalog/category/list', {}, z.array(adminCategory)).then(setCategories, () => setCategories([]));
  useEffect(() => void load(), []);
  if (!categories) return <Loading label={t('admin.loading')} />;

  const remove = async (category: AdminCategory) => {
    if (!window.confirm(t('admin.confirmDelete', { name: localName(category.nameZh, category.nameEn) }))) return;
    try {
      await adminPost('catalog/category/delete', { id: category.id }, z.unknown());
      await load();
    } catch {
      // The client has shown the reason (products or subcategories keep it).
    }
  };
  const done = () => {
    setEditing(null);
    void load();
  };

  return (
    <div className="space-y-3 text-sm">
      <button type="button" onClick={() => setEditing({ kind: 'add', parentId: null })} className="rounded-md bg-brand-600 px-3 py-2 text-white">
        {t('adminCatalog.newTopCategory')}
      </button>
      {editing?.kind === 'add' && editing.parentId === null && <CategoryForm parentId={null} category={null} onDone={done} />}
      <ul className="divide-y divide-slate-100">
        {treeOrder(categories).map((category) => (
          <li key={category.id} className="space-y-2 py-1.5" style={{ paddingLeft: `${(category.level - 1) * 1}rem` }}>
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{localName(category.nameZh, category.nameEn)}</span>
              <span className="text-slate-600">{category.nameEn}</span>
              <span className="text-xs text-slate-500">
                {t('adminCatalog.level', { level: category.level })} · {t('adminCatalog.productCount', { count: category.productCount })}
              </span>
              <span className="ml-auto flex gap-1">
                <button
                  type="button"
                  onClick={() => setEditing({ kind: 'rename', category })}
                  aria-label={t('adminCatalog.editOf', { name: localName(category.nameZh, category.nameEn) })}
                  className="rounded border px-2"
                >
                  {t('admin.edit')}
                </button>
                {category.level < 4 && (
                  <button
                    type="button"
                    onClick={() => setEditing({ kind: 'add', parentId: category.id })}
                    aria-label={t('adminCatalog.addUnder', { name: localName(category.nameZh, category.nameEn) })}
                    className="rounded border px-2"
                  >
                    {t('adminCatalog.addChild')}
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => void remove(category)}
                  aria-label={t('adminCatalog.deleteOf', { name: localName(category.nameZh, category.nameEn) })}
                  className="rounded border border-red-300 px-2 text-red-700"
                >
                  {t('admin.delete')}
                </button>
              </span>
            </div>
            {editing?.kind === 'rename' && editing.category.id === category.id && (
              <CategoryForm parentId={category.parentId} category={category} onDone={done} />
            )}
            {editing?.kind === 'add' && editing.parentId === category.id && <CategoryForm parentId={category.id} category={null} onDone={done} />}
          </li>
        ))}
      </ul>
    </div>
  );
}

function CategoryForm({ parentId, category, onDone }: { parentId: number | null; category: AdminCategory | null; onDone: () => void }) {
  const t = useTranslate(currentLocale());
  const [form, setForm] = useState({ nameZh: category?.nameZh ?? '', nameEn: category?.nameEn ?? '', sort: String(category?.sort ?? 0) });
  const { fieldErrors: errors, submit } = useSubmit(currentLocale());
  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { nameZh: form.nameZh, nameEn: form.nameEn, sort: Number(form.sort) };
    const send = async (input: object) => {
      await adminPost(category ? 'catalog/category/update' : 'catalog/category/create', input, adminCategory);
      showToast(t('admin.saved'), { type: 'success' });
      onDone();
    };
    void (category ? submit(categoryUpdate, { id: category.id, ...values }, send) : submit(categoryFields, { parentId, ...values }, send));
  };
  return (
    <form
      onSubmit={save}
      noValidate
      className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-4"
      aria-label={category ? t('adminCatalog.editOf', { name: localName(category.nameZh, category.nameEn) }) : t('adminCatalog.addChild')}
    >
      <TextField
        label={t('adminCatalog.categoryField.nameZh')}
        error={errors.nameZh}
        value={form.nameZh}
        onChange={(value) => setForm({ ...form, nameZh: value })}
      />
      <TextField
        label={t('adminCatalog.categoryField.nameEn')}
        error={errors.nameEn}
        value={form.nameEn}
        onChange={(value) => setForm({ ...form, nameEn: value })}
      />
      <TextField label={t('adminCatalog.sort')} error={errors.sort} value={form.sort} onChange={(value) => setForm({ ...form, sort: value })} />
      <button type="submit" className="self-end rounded-md bg-brand-600 px-4 py-2 text-white">
        {t('admin.save')}
      </button>
    </form>
  );
}
