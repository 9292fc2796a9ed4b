import { useEffect, useState } from 'react';
import { z } from 'zod';
import { SelectField, TextField } from '../../components/ui/form/Field.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { adminPost } from '../../lib/api.ts';
import { type FieldErrors, fieldErrors } from '../../lib/form-errors.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { type PolicyRow, policyRow } from '../../schemas/admin-content.ts';

export function PolicyEditor() {
  const t = useTranslate('zh');
  const [policies, setPolicies] = useState<PolicyRow[] | null>(null);
  const [draft, setDraft] = useState<PolicyRow | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

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

  const save = async () => {
    try {
      const { code, titleZh, titleEn, contentZh, contentEn } = draft;
      const saved = await adminPost('content/policy/save', { code, titleZh, titleEn, contentZh, contentEn }, policyRow);
      setPolicies(policies.map((policy) => (policy.code === saved.code ? saved : policy)));
      setDraft(saved);
      setErrors({});
      showToast(t('admin.saved'), { type: 'success' });
    } catch (error) {
      setErrors(fieldErrors(error));
    }
  };

  const text = (key: 'titleZh' | 'titleEn' | 'contentZh' | 'contentEn', label: string, rows?: number) => (
    <TextField label={label} error={errors[key]} value={draft[key]} onChange={(value) => setDraft({ ...draft, [key]: value })} {...(rows ? { rows } : {})} />
  );

  return (
    <div className="space-y-4">
      <SelectField
        label={t('admin.policy')}
        value={draft.code}
        onChange={(code) => setDraft(policies.find((policy) => policy.code === code) ?? draft)}
        options={policies.map((policy) => ({ value: policy.code, label: policy.titleZh }))}
      />
      {text('titleZh', t('admin.titleZh'))}
      {text('titleEn', t('admin.titleEn'))}
      {text('contentZh', t('admin.contentZh'), 8)}
      {text('contentEn', t('admin.contentEn'), 8)}
      <button type="button" onClick={save} className="rounded-md bg-brand-600 px-4 py-2 text-sm text-white">
        {t('admin.save')}
      </button>
    </div>
  );
}
