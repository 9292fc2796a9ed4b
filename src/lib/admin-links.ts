/*
 * Addresses of the back office's filtered lists. The dashboard's counts link to them, and each list reads
 * its filter back from the address it was opened at, so both sides use these names.
 */

/** The back-office sections `/admin` opens on when its address names one (`?tab=orders`). */
export const adminTabParam = 'tab';
/** The list filters an address may carry. */
export const adminFilterParams = { status: 'status', overdueOnly: 'overdue', awaitingShop: 'awaitingShop', keyword: 'keyword', lowOnly: 'low' } as const;
type FilterName = keyof typeof adminFilterParams;

function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** The sections of `/admin` itself, each with the call it opens with: a member sees those their role may make. */
const homeSectionCalls = {
  dashboard: 'dashboard',
  orders: 'order/list',
  bankTransfers: 'bankTransfer/list',
  invoices: 'invoice/list',
  catalog: 'catalog/product/list',
  stock: 'catalog/stock/packs',
  freight: 'freight/get',
  messages: 'message/send',
  negotiations: 'negotiation/list',
  requirements: 'requirement/list',
  suppliers: 'supplier/list',
  samples: 'sample/list',
  customers: 'customer/list',
  companies: 'company/list',
  team: 'staff/list',
  audit: 'audit/list',
} as const;
export type HomeSection = keyof typeof homeSectionCalls;
export const homeSectionNames = Object.keys(homeSectionCalls) as HomeSection[];

/** The back office's pages of their own: where each is and the call it opens with. */
const ownPages = {
  afterSales: { path: '/admin/after-sales', call: 'afterSales/list' },
  content: { path: '/admin/content', call: 'content/article/list' },
} as const;
export type AdminSection = HomeSection | keyof typeof ownPages;

/** A page of its own, rather than a section of `/admin`. */
export const isOwnPage = (section: AdminSection): section is keyof typeof ownPages => section in ownPages;

/** The call a section opens with: a member whose role may not make it does not see the section. */
export const sectionCall = (section: AdminSection): string => (isOwnPage(section) ? ownPages[section].call : homeSectionCalls[section]);

/** A section of the back office (in Chinese; see `localePath`), opened with some of its list's filters. */
export function adminSectionLink(section: AdminSection, filters: Partial<Record<FilterName, string | true>> = {}): string {
  const query: Record<string, string> = isOwnPage(section) ? {} : { [adminTabParam]: section };
  for (const [name, value] of Object.entries(filters)) query[adminFilterParams[name as FilterName]] = value === true ? '1' : value;
  return withQuery(isOwnPage(section) ? ownPages[section].path : '/admin', query);
}

const currentQuery = () => new URLSearchParams(typeof location === 'undefined' ? '' : location.search);

/** The section named by the page's address, if it is one of `sections`. */
export function linkedTab<Tab extends string>(sections: readonly Tab[]): Tab | undefined {
  const tab = currentQuery().get(adminTabParam);
  return sections.find((name) => name === tab);
}

/** A filter's value from the page's address, if it is one of `allowed`. */
export function linkedChoice<Value extends string>(name: FilterName, allowed: readonly Value[]): Value | undefined {
  const value = currentQuery().get(adminFilterParams[name]);
  return allowed.find((choice) => choice === value);
}

/** The longest search a list takes: a longer one in an address is cut, not refused. */
const LINKED_TEXT_MAX = 40;
/** A search from the page's address (an order number or mobile), trimmed; empty when it has none. */
export const linkedText = (name: FilterName): string => currentQuery().get(adminFilterParams[name])?.trim().slice(0, LINKED_TEXT_MAX) ?? '';

/** A yes/no filter from the page's address. */
export const linkedFlag = (name: FilterName): boolean => currentQuery().get(adminFilterParams[name]) === '1';
