import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslate } from '../../lib/use-translate.ts';
import { $userInfo, clearAuth } from '../account/auth.store.ts';
import { AdminLogin } from './AdminLogin.tsx';
import { ArticleEditor } from './ArticleEditor.tsx';
import { BannerEditor } from './BannerEditor.tsx';
import { ColumnEditor } from './ColumnEditor.tsx';
import { ConfigEditor } from './ConfigEditor.tsx';
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
