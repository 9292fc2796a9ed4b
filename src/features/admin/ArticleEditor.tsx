import { useEffect, useState } from 'react';
import { z } from 'zod';
import { SelectField, TextField } from '../../components/ui/form/Field.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { adminPost } from '../../lib/api.ts';
import { localName } from '../../lib/local-name.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { type ArticleRow, articleListRow, articleRow } from '../../schemas/admin-content.ts';
import { RichTextField } from './rich-text/RichTextField.tsx';

type TextKey = 'titleZh' | 'titleEn' | 'summaryZh' | 'summaryEn' | 'contentZh' | 'contentEn';

export function ArticleEditor() {
  const t = useTranslate(currentLocale());
  const [articles, setArticles] = useState<z.infer<typeof articleListRow>[] | null>(null);
  const [draft, setDraft] = useState<ArticleRow | null>(null);
  const { busy, fieldErrors: errors, setFieldErrors, run } = useSubmit(currentLocale());

  const open = async (id: number) => {
    setFieldErrors({});
    setDraft(await adminPost('content/article/get', { id }, articleRow));
  };

  useEffect(() => {
    adminPost('content/article/list', {}, z.array(articleListRow)).then(
      (rows) => {
        setArticles(rows);
        if (rows[0]) void open(rows[0].id);
      },
      () => setArticles([]),
    );
  }, []);

  if (!articles) return <p role="status">{t('admin.loading')}</p>;
  if (articles.length === 0) return <p>{t('admin.empty')}</p>;

  const save = async () => {
    if (!draft) return;
    await run(async () => {
      const { id, titleZh, titleEn, summaryZh, summaryEn, contentZh, contentEn } = draft;
      const saved = await adminPost('content/article/update', { id, titleZh, titleEn, summaryZh, summaryEn, contentZh, contentEn }, articleRow);
      setDraft(saved);
      setArticles(articles.map((article) => (article.id === saved.id ? { ...article, titleZh: saved.titleZh, titleEn: saved.titleEn } : article)));
      showToast(t('admin.saved'), { type: 'success' });
    });
  };

  const text = (key: TextKey, label: string, rows?: number) =>
    draft && (
      <TextField label={label} error={errors[key]} value={draft[key]} onChange={(value) => setDraft({ ...draft, [key]: value })} {...(rows ? { rows } : {})} />
    );

  const rich = (key: 'contentZh' | 'contentEn', label: string) =>
    draft && <RichTextField label={label} error={errors[key]} value={draft[key]} onChange={(value) => setDraft({ ...draft, [key]: value })} />;

  return (
    <div className="space-y-4">
      <SelectField
        label={t('admin.article')}
        value={draft?.id ?? ''}
        onChange={(id) => void open(Number(id))}
        options={articles.map((article) => ({ value: article.id, label: localName(article.titleZh, article.titleEn) }))}
      />
      {text('titleZh', t('admin.titleZh'))}
      {text('titleEn', t('admin.titleEn'))}
      {text('summaryZh', t('admin.summaryZh'), 2)}
      {text('summaryEn', t('admin.summaryEn'), 2)}
      {rich('contentZh', t('admin.contentZh'))}
      {rich('contentEn', t('admin.contentEn'))}
      <button type="button" onClick={() => void save()} disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 text-sm text-white disabled:opacity-60">
        {t('admin.save')}
      </button>
    </div>
  );
}
