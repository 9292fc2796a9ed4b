import { adminListLink } from '../../../lib/admin-links.ts';
import { currentLocale } from '../../../lib/locale.store.ts';
import { localePath } from '../../../lib/locale-paths.ts';

/** The sections of `/admin` itself, each with the call it opens with: a member sees those their role may make. */
const homeSections = {
  dashboard: 'dashboard',
  orders: 'order/list',
  bankTransfers: 'bankTransfer/list',
  invoices: 'invoice/list',
  catalog: 'catalog/product/list',
  freight: 'freight/get',
  messages: 'message/send',
  negotiations: 'negotiation/list',
  requirements: 'requirement/list',
  suppliers: 'supplier/list',
  samples: 'sample/list',
  customers: 'customer/list',
  team: 'staff/list',
  audit: 'audit/list',
} as const;
export type HomeSection = keyof typeof homeSections;
export const homeSectionNames = Object.keys(homeSections) as HomeSection[];

/** The back office's pages of their own, with the call each opens with. */
const ownPages = {
  afterSales: { path: '/admin/after-sales', call: 'afterSales/list' },
  content: { path: '/admin/content', call: 'content/article/list' },
} as const;
type OwnPage = keyof typeof ownPages;
export type AdminSection = HomeSection | OwnPage;

/** The sidebar: the sections by area, in the order an operator's day goes. */
export const adminAreas = [
  { area: 'overview', sections: ['dashboard'] },
  { area: 'orders', sections: ['orders', 'afterSales', 'bankTransfers', 'invoices'] },
  { area: 'catalogue', sections: ['catalog', 'freight'] },
  { area: 'content', sections: ['content', 'messages'] },
  { area: 'trade', sections: ['negotiations', 'requirements', 'suppliers', 'samples'] },
  { area: 'customers', sections: ['customers'] },
  { area: 'settings', sections: ['team', 'audit'] },
] as const satisfies readonly { area: string; sections: readonly AdminSection[] }[];

/** A page of its own, rather than a section of `/admin`. */
export const isOwnPage = (section: AdminSection): section is OwnPage => section in ownPages;

/** The call a section opens with. */
export const sectionCall = (section: AdminSection): string => (isOwnPage(section) ? ownPages[section].call : homeSections[section]);

/** Where a section lives, in the page's language. */
export const sectionHref = (section: AdminSection): string => localePath(currentLocale(), isOwnPage(section) ? ownPages[section].path : adminListLink(section));
