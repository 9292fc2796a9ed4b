import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { adminListLink, linkedTab } from '../../lib/admin-links.ts';
import { post } from '../../lib/api.ts';
import { $userInfo } from '../../lib/session/auth.store.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { userInfo } from '../../schemas/user-info.ts';
import { AdminBankTransfers } from './AdminBankTransfers.tsx';
import { AdminCustomers } from './AdminCustomers.tsx';
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
import { StaffTeam } from './StaffTeam.tsx';
import { useMayCall } from './use-may-call.ts';

/** Each section with the call it opens with: a member sees the sections whose call their role may make. */
const tabs = {
  dashboard: [Dashboard, 'dashboard'],
  orders: [AdminOrders, 'order/list'],
  customers: [AdminCustomers, 'customer/list'],
  catalog: [AdminCatalog, 'catalog/product/list'],
  invoices: [AdminInvoices, 'invoice/list'],
  bankTransfers: [AdminBankTransfers, 'bankTransfer/list'],
  negotiations: [AdminNegotiations, 'negotiation/list'],
  requirements: [AdminRequirements, 'requirement/list'],
  suppliers: [AdminSuppliers, 'supplier/list'],
  samples: [AdminSamples, 'sample/list'],
  messages: [AdminMessages, 'message/send'],
  freight: [FreightEditor, 'freight/get'],
  team: [StaffTeam, 'staff/list'],
  audit: [AuditLog, 'audit/list'],
} as const;
type Tab = keyof typeof tabs;
const tabNames = Object.keys(tabs) as Tab[];

/**
 * The back office: it opens on the dashboard (or the section its address names); then orders, customers, the catalogue, invoices, bank transfers,
 * price negotiations, requirements, supplier applications, sample requests, system messages, the team and the audit log, with links to
 * the content editors and after-sales. A member of the team sees the sections their role may use.
 */
export default function AdminHome({ expectedPages }: { expectedPages: number }) {
  const t = useTranslate('zh');
  const user = useStore($userInfo);
  const isStaff = user?.role === 'admin';
  const { mayCall } = useMayCall();
  const shown = tabNames.filter((name) => mayCall(tabs[name][1]));
  const [tab, setTab] = useState<Tab>(() => linkedTab(tabNames) ?? 'dashboard');
  // The role may have changed since the user was stored (or was stored before the shop had roles).
  useEffect(() => {
    if (isStaff)
      post('user/getCurrentUserInfo', {}, userInfo).then(
        (fresh) => $userInfo.set(fresh),
        () => {},
      );
  }, [isStaff]);
  // The address follows the section (without the filters a link opened it with), so it can be reloaded or shared.
  const choose = (name: Tab) => {
    history.replaceState(null, '', adminListLink(name));
    setTab(name);
  };

  if (!isStaff) return <AdminLogin notAdmin={user !== null} />;
  const current = shown.includes(tab) ? tab : (shown[0] ?? 'dashboard');
  const Section = tabs[current][0];
  return (
    <div className="space-y-6">
      <nav aria-label={t('adminHome.pages')} className="flex flex-wrap gap-4 text-sm">
        {mayCall('content/article/list') && <a href="/admin/content">{t('admin.title')}</a>}
        {mayCall('afterSales/list') && <a href="/admin/after-sales">{t('adminHome.afterSales')}</a>}
      </nav>
      <AdminTabs label={t('adminHome.sections')} tabs={shown} current={current} labelOf={(name) => t(`adminHome.tab.${name}`)} onChange={choose}>
        <Section expectedPages={expectedPages} />
      </AdminTabs>
    </div>
  );
}
