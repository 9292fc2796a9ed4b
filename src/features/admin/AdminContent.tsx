import { useState } from 'react';
import { currentLocale } from '../../lib/locale.store.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { AdminTabs } from './AdminTabs.tsx';
import { ArticleEditor } from './ArticleEditor.tsx';
import { BannerEditor } from './BannerEditor.tsx';
import { ColumnEditor } from './ColumnEditor.tsx';
import { ConfigEditor } from './ConfigEditor.tsx';
import { PolicyEditor } from './PolicyEditor.tsx';
import { PublishPanel } from './PublishPanel.tsx';
import { AdminShell } from './shell/AdminShell.tsx';

const tabs = { policies: PolicyEditor, articles: ArticleEditor, columns: ColumnEditor, banners: BannerEditor, config: ConfigEditor } as const;
type Tab = keyof typeof tabs;

/** The editors' page: the content editors and Publish. */
export default function AdminContent({ expectedPages }: { expectedPages: number }) {
  const t = useTranslate(currentLocale());
  const [tab, setTab] = useState<Tab>('policies');
  const Editor = tabs[tab];
  return (
    <AdminShell current="content">
      <AdminTabs label={t('admin.sections')} tabs={Object.keys(tabs) as Tab[]} current={tab} labelOf={(name) => t(`admin.tab.${name}`)} onChange={setTab}>
        <Editor />
      </AdminTabs>
      <PublishPanel expectedPages={expectedPages} />
    </AdminShell>
  );
}
