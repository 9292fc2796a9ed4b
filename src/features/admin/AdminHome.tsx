import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslate } from '../../lib/use-translate.ts';
import { $userInfo } from '../account/auth.store.ts';
import { AdminInvoices } from './AdminInvoices.tsx';
import { AdminLogin } from './AdminLogin.tsx';
import { AdminMessages } from './AdminMessages.tsx';
import { AdminNegotiations } from './AdminNegotiations.tsx';
import { AdminOrders } from './AdminOrders.tsx';
import { AdminRequirements } from './AdminRequirements.tsx';
import { AdminSuppliers } from './AdminSuppliers.tsx';
import { AdminTabs } from './AdminTabs.tsx';
import { AuditLog } from './AuditLog.tsx';
import { AdminCatalog } from './catalog/AdminCatalog.tsx';

const tabs = {
  orders: AdminOrders,
  catalog: AdminCatalog,
  invoices: AdminInvoices,
  negotiations: AdminNegotiations,
  requirements: AdminRequirements,
  suppliers: AdminSuppliers,
  messages: AdminMessages,
  audit: AuditLog,
} as const;
type Tab = keyof typeof tabs;

/** The back office: orders, the catalogue, invoices, price negotiations, requirements, supplier applications, system messages and the audit log, with links to the content editors and after-sales. */
export default function AdminHome({ expectedPages }: { expectedPages: number }) {
  const t = useTranslate('zh');
  const user = useStore($userInfo);
  const [tab, setTab] = useState<Tab>('orders');

  if (user?.role !== 'admin') return <AdminLogin notAdmin={user !== null} />;
  const Section = tabs[tab];
  return (
    <div className="space-y-6">
      <nav aria-label={t('adminHome.pages')} className="flex flex-wrap gap-4 text-sm">
        <a href="/admin/content">{t('admin.title')}</a>
        <a href="/admin/after-sales">{t('adminHome.afterSales')}</a>
      </nav>
      <AdminTabs
        label={t('adminHome.sections')}
        tabs={Object.keys(tabs) as Tab[]}
        current={tab}
        labelOf={(name) => t(`adminHome.tab.${name}`)}
        onChange={setTab}
      >
        <Section expectedPages={expectedPages} />
      </AdminTabs>
    </div>
  );
}
