import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { adminListLink, linkedTab } from '../../lib/admin-links.ts';
import { $userInfo } from '../../lib/session/auth.store.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { AdminBankTransfers } from './AdminBankTransfers.tsx';
import { AdminInvoices } from './AdminInvoices.tsx';
import { AdminLogin } from './AdminLogin.tsx';
import { AdminMessages } from './AdminMessages.tsx';
import { AdminNegotiations } from './AdminNegotiations.tsx';
import { AdminOrders } from './AdminOrders.tsx';
import { AdminRequirements } from './AdminRequirements.tsx';
import { AdminSamples } from './AdminSamples.tsx';
import { AdminSuppliers } from './AdminSuppliers.tsx';
import { AdminTabs } from './AdminTabs.tsx';
import { AuditLog } from './AuditLog.tsx';
import { AdminCatalog } from './catalog/AdminCatalog.tsx';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { FreightEditor } from './freight/FreightEditor.tsx';

const tabs = {
  dashboard: Dashboard,
  orders: AdminOrders,
  catalog: AdminCatalog,
  invoices: AdminInvoices,
  bankTransfers: AdminBankTransfers,
  negotiations: AdminNegotiations,
  requirements: AdminRequirements,
  suppliers: AdminSuppliers,
  samples: AdminSamples,
  messages: AdminMessages,
  freight: FreightEditor,
  audit: AuditLog,
} as const;
type Tab = keyof typeof tabs;
const tabNames = Object.keys(tabs) as Tab[];

/** The back office: it opens on the dashboard (or the section its address names); then orders, the catalogue, invoices, bank transfers, price negotiations, requirements, supplier applications, sample requests, system messages and the audit log, with links to the content editors and after-sales. */
export default function AdminHome({ expectedPages }: { expectedPages: number }) {
  const t = useTranslate('zh');
  const user = useStore($userInfo);
  const [tab, setTab] = useState<Tab>(() => linkedTab(tabNames) ?? 'dashboard');
  // The address follows the section (without the filters a link opened it with), so it can be reloaded or shared.
  const choose = (name: Tab) => {
    history.replaceState(null, '', adminListLink(name));
    setTab(name);
  };

  if (user?.role !== 'admin') return <AdminLogin notAdmin={user !== null} />;
  const Section = tabs[tab];
  return (
    <div className="space-y-6">
      <nav aria-label={t('adminHome.pages')} className="flex flex-wrap gap-4 text-sm">
        <a href="/admin/content">{t('admin.title')}</a>
        <a href="/admin/after-sales">{t('adminHome.afterSales')}</a>
      </nav>
      <AdminTabs label={t('adminHome.sections')} tabs={tabNames} current={tab} labelOf={(name) => t(`adminHome.tab.${name}`)} onChange={choose}>
        <Section expectedPages={expectedPages} />
      </AdminTabs>
    </div>
  );
}
