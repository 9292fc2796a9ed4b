import { useEffect, useState } from 'react';
import { z } from 'zod';
import { SelectField, TextField } from '../../components/ui/form/Field.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { adminPost } from '../../lib/api.ts';
import { fieldErrors } from '../../lib/form-errors.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { type ConfigKey, privateConfigKeys, storedConfig } from '../../schemas/content.ts';
import { useMayCall } from './use-may-call.ts';

/** Site config blocks edited as JSON; the server checks each against its shape and names the wrong field. */
export function ConfigEditor() {
  const t = useTranslate(currentLocale());
  const { mayConfigure } = useMayCall();
  const keys = (Object.keys(storedConfig) as ConfigKey[]).filter(mayConfigure);
  const [key, setKey] = useState<ConfigKey>('website');
  const [json, setJson] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    setJson('');
    adminPost('content/config/get', { key }, z.unknown()).then(
      (value) => setJson(JSON.stringify(value, null, 2)),
      () => setJson(''),
    );
  }, [key]);

  const save = async () => {
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      setError(t('admin.invalidJson'));
      return;
    }
    try {
      await adminPost('content/config/save', { key, value }, z.unknown());
      setError(undefined);
      const live = (privateConfigKeys as readonly ConfigKey[]).includes(key);
      showToast(t(live ? 'admin.savedLive' : 'admin.saved'), { type: 'success' });
    } catch (failure) {
      const issues = Object.entries(fieldErrors(failure));
      setError(issues.map(([path, message]) => `${path}: ${message}`).join('；') || undefined);
    }
  };

  return (
    <div className="space-y-4">
      <SelectField
        label={t('admin.configKey')}
        value={key}
        onChange={(value) => setKey(value as ConfigKey)}
        options={keys.map((name) => ({ value: name, label: name }))}
      />
      <TextField label={t('admin.configValue')} error={error} value={json} onChange={setJson} rows={18} />
      <button type="button" onClick={save} className="rounded-md bg-brand-600 px-4 py-2 text-sm text-white">
        {t('admin.save')}
      </button>
    </div>
  );
}
