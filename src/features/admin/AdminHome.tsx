import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslate } from '../../lib/use-translate.ts';
import { $userInfo, clearAuth } from '../account/auth.store.ts';
import { AdminLogin } from './AdminLogin.tsx';
import { AdminInvoices } from './AdminInvoices.tsx';
import { AdminNegotiations } from './AdminNegotiations.tsx';
import { AdminOrders } from './AdminOrders.tsx';
import { AuditLog } from './AuditLog.tsx';

const tabs = { orders: AdminOrders, invoices: AdminInvoices, negotiations: AdminNegotiations, audit: AuditLog } as const;
type Tab = keyof typeof tabs;

/** The back office: orders, invoices, price negotiations and the audit log here, with links to the other operator pages. */
export default function AdminHome() {
  const t = useTranslate('zh');
  const user = useStore($userInfo);
  const [tab, setTab] = useState<Tab>('orders');

  if (user?.role !== 'admin') return <AdminLogin notAdmin={user !== null} />;
  const Section = tabs[tab];
  return (
    <div className="space-y-6">
      <nav aria-label={t('adminHome.pages')} className="flex flex-wrap gap-4 text-sm">
        <a href="/admin/content">{t('admin.title')}</a>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="tablist" aria-label={t('adminHome.sections')} className="flex gap-2">
          {(Object.keys(tabs) as Tab[]).map((name) => (
            <button
              key={name}
              id={`admin-tab-${name}`}
              type="button"
              role="tab"
              aria-selected={tab === name}
              aria-controls="admin-panel"
              onClick={() => setTab(name)}
              className={`rounded-md px-3 py-1.5 text-sm ${tab === name ? 'bg-brand-600 text-white' : 'bg-white'}`}
            >
              {t(`adminHome.tab.${name}`)}
            </button>
          ))}
        </div>
        <button type="button" onClick={clearAuth} className="text-sm underline">
          {t('admin.logout')}
        </button>
      </div>
      <div id="admin-panel" role="tabpanel" aria-labelledby={`admin-tab-${tab}`} className="rounded-xl bg-white p-5 shadow-sm">
        <Section />
      </div>
    </div>
  );
}
