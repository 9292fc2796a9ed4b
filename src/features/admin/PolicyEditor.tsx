import { useEffect, useState } from 'react';
import { z } from 'zod';
import { SelectField, TextField } from '../../components/ui/form/Field.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { adminPost } from '../../lib/api.ts';
import { localName } from '../../lib/local-name.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { type PolicyRow, policyRow } from '../../schemas/admin-content.ts';
import { RichTextField } from './rich-text/RichTextField.tsx';

export function PolicyEditor() {
  const t = useTranslate(currentLocale());
  const [policies, setPolicies] = useState<PolicyRow[] | null>(null);
  const [draft, setDraft] = useState<PolicyRow | null>(null);
  const { busy, fieldErrors: errors, run } = useSubmit(currentLocale());

  useEffect(() => {
    adminPost('content/policy/list', {}, z.array(policyRow)).then(
      (rows) => {
        setPolicies(rows);
        setDraft(rows[0] ?? null);
      },
      () => setPolicies([]),
    );
  }, []);

  if (!policies) return <p role="status">{t('admin.loading')}</p>;
  if (!draft) return <p>{t('admin.empty')}</p>;

  const save = () =>
    run(async () => {
      const { code, titleZh, titleEn, contentZh, contentEn } = draft;
      const saved = await adminPost('content/policy/save', { code, titleZh, titleEn, contentZh, contentEn }, policyRow);
      setPolicies(policies.map((policy) => (policy.code === saved.code ? saved : policy)));
      setDraft(saved);
      showToast(t('admin.saved'), { type: 'success' });
    });

  const text = (key: 'titleZh' | 'titleEn' | 'contentZh' | 'contentEn', label: string, rows?: number) => (
    <TextField label={label} error={errors[key]} value={draft[key]} onChange={(value) => setDraft({ ...draft, [key]: value })} {...(rows ? { rows } : {})} />
  );

  return (
    <div className="space-y-4">
      <SelectField
        label={t('admin.policy')}
        value={draft.code}
        onChange={(code) => setDraft(policies.find((policy) => policy.code === code) ?? draft)}
        options={policies.map((policy) => ({ value: policy.code, label: localName(policy.titleZh, policy.titleEn) }))}
      />
      {text('titleZh', t('admin.titleZh'))}
      {text('titleEn', t('admin.titleEn'))}
      <RichTextField
        label={t('admin.contentZh')}
        error={errors.contentZh}
        value={draft.contentZh}
        onChange={(value) => setDraft({ ...draft, contentZh: value })}
      />
      <RichTextField
        label={t('admin.contentEn')}
        error={errors.contentEn}
        value={draft.contentEn}
        onChange={(value) => setDraft({ ...draft, contentEn: value })}
      />
      <button type="button" onClick={() => void save()} disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 text-sm text-white disabled:opacity-60">
        {t('admin.save')}
      </button>
    </div>
  );
}
