import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { type HomeSection, homeSectionNames, linkedTab, sectionCall } from '../../lib/admin-links.ts';
import { post } from '../../lib/api.ts';
import { $userInfo } from '../../lib/session/auth.store.ts';
import { userInfo } from '../../schemas/user-info.ts';
import { AdminBankTransfers } from './AdminBankTransfers.tsx';
import { AdminCompanies } from './AdminCompanies.tsx';
import { AdminCustomers } from './AdminCustomers.tsx';
import { AdminInvoices } from './AdminInvoices.tsx';
import { AdminMessages } from './AdminMessages.tsx';
import { AdminNegotiations } from './AdminNegotiations.tsx';
import { AdminOrders } from './AdminOrders.tsx';
import { AdminRequirements } from './AdminRequirements.tsx';
import { AdminSamples } from './AdminSamples.tsx';
import { AdminSuppliers } from './AdminSuppliers.tsx';
import { AuditLog } from './AuditLog.tsx';
import { AdminCatalog } from './catalog/AdminCatalog.tsx';
import { StockScreen } from './catalog/StockScreen.tsx';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { FreightEditor } from './freight/FreightEditor.tsx';
import { StaffTeam } from './StaffTeam.tsx';
import { AdminShell } from './shell/AdminShell.tsx';
import { sectionHref } from './shell/admin-sections.ts';
import { useMayCall } from './use-may-call.ts';

const screens = {
  dashboard: Dashboard,
  orders: AdminOrders,
  bankTransfers: AdminBankTransfers,
  invoices: AdminInvoices,
  catalog: AdminCatalog,
  stock: StockScreen,
  freight: FreightEditor,
  messages: AdminMessages,
  negotiations: AdminNegotiations,
  requirements: AdminRequirements,
  suppliers: AdminSuppliers,
  samples: AdminSamples,
  customers: AdminCustomers,
  companies: AdminCompanies,
  team: StaffTeam,
  audit: AuditLog,
} satisfies Record<HomeSection, unknown>;

/**
 * The back office's home: it opens on the dashboard (or the section its address names), and the sidebar
 * opens the others in place. A member of the team sees the sections their role may use.
 */
export default function AdminHome({ expectedPages }: { expectedPages: number }) {
  const isStaff = useStore($userInfo)?.role === 'admin';
  const { mayCall } = useMayCall();
  const [chosen, setChosen] = useState<HomeSection>(() => linkedTab(homeSectionNames) ?? 'dashboard');
  // The role may have changed since the user was stored (or was stored before the shop had roles).
  useEffect(() => {
    if (isStaff)
      post('user/getCurrentUserInfo', {}, userInfo).then(
        (fresh) => $userInfo.set(fresh),
        () => {},
      );
  }, [isStaff]);
  // The address follows the section (without the filters a link opened it with), so it can be reloaded or shared.
  const choose = (name: HomeSection) => {
    history.replaceState(null, '', sectionHref(name));
    setChosen(name);
  };
  // A member whose role may not open the dashboard starts on the first section they may.
  const current = mayCall(sectionCall(chosen)) ? chosen : (homeSectionNames.find((name) => mayCall(sectionCall(name))) ?? chosen);
  const Section = screens[current];
  return (
    <AdminShell current={current} onChoose={choose}>
      <div className="rounded-xl bg-white p-4 shadow-sm lg:p-5">
        <Section expectedPages={expectedPages} />
      </div>
    </AdminShell>
  );
}
