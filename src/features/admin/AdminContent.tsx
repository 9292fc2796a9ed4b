import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { post } from '../../lib/api.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { TextField } from '../../components/ui/Field.tsx';
import { loginAnswer } from '../../schemas/auth.ts';
import { $userInfo, clearAuth, setAuth } from '../account/auth.store.ts';
import { ArticleEditor } from './ArticleEditor.tsx';
import { BannerEditor } from './BannerEditor.tsx';
import { ColumnEditor } from './ColumnEditor.tsx';
import { ConfigEditor } from './ConfigEditor.tsx';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';
import { PolicyEditor } from './PolicyEditor.tsx';
import { PublishPanel } from './PublishPanel.tsx';

const tabs = { policies: PolicyEditor, articles: ArticleEditor, columns: ColumnEditor, banners: BannerEditor, config: ConfigEditor } as const;
type Tab = keyof typeof tabs;

/** The editors' page: admin login, content editors and Publish. */
export default function AdminContent({ expectedPages }: { expectedPages: number }) {
  const t = useTranslate('zh');
  const user = useStore($userInfo);
  const [tab, setTab] = useState<Tab>('policies');

  if (user?.role !== 'admin') return <AdminLogin notAdmin={user !== null} />;
  const Editor = tabs[tab];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="tablist" aria-label={t('admin.sections')} className="flex gap-2">
          {(Object.keys(tabs) as Tab[]).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              onClick={() => setTab(name)}
              className={`rounded-md px-3 py-1.5 text-sm ${tab === name ? 'bg-brand-600 text-white' : 'bg-white'}`}
            >
              {t(`admin.tab.${name}`)}
            </button>
          ))}
        </div>
        <button type="button" onClick={clearAuth} className="text-sm underline">
          {t('admin.logout')}
        </button>
      </div>
      <div role="tabpanel" className="rounded-xl bg-white p-5 shadow-sm">
        <Editor />
      </div>
      <PublishPanel expectedPages={expectedPages} />
    </div>
  );
}

function AdminLogin({ notAdmin }: { notAdmin: boolean }) {
  const t = useTranslate('zh');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const { token, user } = await post('user/login', { phone, password }, loginAnswer);
      setAuth(token, user);
      setErrors(user.role === 'admin' ? {} : { phone: t('admin.notAdmin') });
    } catch (error) {
      setErrors(fieldErrors(error, 'zh'));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="mx-auto max-w-sm space-y-4 rounded-xl bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold">{t('admin.login')}</h2>
      {notAdmin && <p className="text-sm text-red-700">{t('admin.notAdmin')}</p>}
      <TextField label={t('admin.phone')} type="tel" autoComplete="tel" error={errors.phone} value={phone} onChange={setPhone} />
      <TextField label={t('admin.password')} type="password" autoComplete="current-password" error={errors.password} value={password} onChange={setPassword} />
      <button type="submit" className="w-full rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white">
        {t('admin.login')}
      </button>
    </form>
  );
}
