import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $userInfo } from '../../lib/session/auth.store.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { AdminLogin } from './AdminLogin.tsx';
import { AdminTabs } from './AdminTabs.tsx';
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
      <a href="/admin" className="text-sm">
        {t('adminHome.title')}
      </a>
      <AdminTabs label={t('admin.sections')} tabs={Object.keys(tabs) as Tab[]} current={tab} labelOf={(name) => t(`admin.tab.${name}`)} onChange={setTab}>
        <Editor />
      </AdminTabs>
      <PublishPanel expectedPages={expectedPages} />
    </div>
  );
}
