import { type ConfigKey, privateConfigKeys } from './content.ts';
import { type StaffPermission, type StaffRole, staffMay } from './staff-values.ts';

const ADMIN_PREFIX = '/api/admin/';

/**
 * What each back-office call needs, by its path under /api/admin/ (a path ending in `/*` covers one more
 * segment, an id). A call missing here is the owner's alone, and a test fails until it is listed.
 */
export const callPermissions: Record<string, StaffPermission> = {
  dashboard: 'dashboard',

  'order/list': 'ordersRead',
  'order/detail': 'ordersRead',
  'order/export': 'ordersRead',
  'order/proforma': 'paperwork',
  'order/ship': 'shipping',
  'order/tracking': 'shipping',
  'order/shipBatch': 'shipping',
  'order/deliveryNote': 'shipping',
  'order/refundPayment': 'money',
  'bankTransfer/list': 'money',
  'bankTransfer/confirm': 'money',
  'bankTransfer/reject': 'money',
  'bankTransfer/resolve': 'money',
  'invoice/list': 'invoices',
  'invoice/issue': 'invoices',
  'invoice/reject': 'invoices',
  'customer/list': 'customers',
  'customer/detail': 'customers',
  'company/list': 'customers',
  'company/verify': 'customers',

  'afterSales/list': 'afterSalesRead',
  'afterSales/detail': 'afterSalesRead',
  'afterSales/approve': 'afterSalesHandle',
  'afterSales/reject': 'afterSalesHandle',
  'afterSales/received': 'goodsReturned',
  'afterSales/refund': 'money',

  'message/send': 'service',
  'negotiation/list': 'service',
  'negotiation/detail': 'service',
  'negotiation/accept': 'service',
  'negotiation/counter': 'service',
  'negotiation/reject': 'service',
  'quotation/link': 'service',
  'requirement/list': 'service',
  'requirement/detail': 'service',
  'requirement/answer': 'service',
  'requirement/assign': 'service',
  'requirement/close': 'service',
  'supplier/list': 'service',
  'supplier/accept': 'service',
  'supplier/contacted': 'service',
  'supplier/reject': 'service',
  'sample/list': 'service',
  'sample/detail': 'service',
  'sample/send': 'service',
  'sample/decline': 'service',
  'sample/close': 'service',

  'catalog/stock/list': 'stock',
  'catalog/stock/adjust': 'stock',
  'catalog/stock/packs': 'stock',
  'catalog/brand/list': 'catalogue',
  'catalog/brand/create': 'catalogue',
  'catalog/brand/update': 'catalogue',
  'catalog/brand/delete': 'catalogue',
  'catalog/category/list': 'catalogue',
  'catalog/category/create': 'catalogue',
  'catalog/category/update': 'catalogue',
  'catalog/category/delete': 'catalogue',
  'catalog/product/list': 'catalogue',
  'catalog/product/get': 'catalogue',
  'catalog/product/create': 'catalogue',
  'catalog/product/update': 'catalogue',
  'catalog/product/delete': 'catalogue',
  'catalog/product/publish': 'catalogue',
  'catalog/product/retire': 'catalogue',
  'catalog/product/bulk': 'catalogue',
  'catalog/product/bulk/pricePreview': 'catalogue',
  'catalog/spec/create': 'catalogue',
  'catalog/spec/update': 'catalogue',
  'catalog/spec/retire': 'catalogue',
  'catalog/spec/delete': 'catalogue',
  'catalog/image/add': 'catalogue',
  'catalog/image/delete': 'catalogue',
  'catalog/image/reorder': 'catalogue',
  'catalog/synonym/list': 'catalogue',
  'catalog/synonym/save': 'catalogue',
  'catalog/synonym/delete': 'catalogue',
  'catalog/document/upload': 'catalogue',
  'catalog/document/replace': 'catalogue',
  'catalog/document/delete': 'catalogue',
  'catalog/export': 'catalogue',
  'catalog/import/preview': 'catalogue',
  'catalog/import/changes': 'catalogue',
  'catalog/import/apply': 'catalogue',
  'freight/get': 'catalogue',
  'freight/save': 'catalogue',
  'catalog/demo-data/status': 'settings',
  'catalog/demo-data/remove': 'settings',

  'content/article/list': 'content',
  'content/article/get': 'content',
  'content/article/create': 'content',
  'content/article/update': 'content',
  'content/article/delete': 'content',
  'content/banner/list': 'content',
  'content/banner/create': 'content',
  'content/banner/update': 'content',
  'content/banner/delete': 'content',
  'content/banner/reorder': 'content',
  'content/column/list': 'content',
  'content/column/create': 'content',
  'content/column/delete': 'content',
  'content/policy/list': 'content',
  'content/policy/save': 'content',
  // The account buyers pay into and the letterhead on the shop's papers need `settings` besides: see configPermission.
  'content/config/get': 'content',
  'content/config/save': 'content',
  publish: 'publish',
  'publish/*': 'publish',

  'audit/list': 'team',
  'staff/list': 'team',
  'staff/invite': 'team',
  'staff/update': 'team',
};

/** The entry of `callPermissions` that names the call at the path, if one does. */
export function callEntryOf(path: string): string | undefined {
  const call = path.startsWith(ADMIN_PREFIX) ? path.slice(ADMIN_PREFIX.length).replace(/\/$/, '') : '';
  return [call, call.replace(/\/[^/]+$/, '/*')].find((entry) => entry in callPermissions);
}

/** The permission the back-office call at the path needs: a call named nowhere is the owner's alone. */
export const permissionForCall = (path: string): StaffPermission => callPermissions[callEntryOf(path) ?? ''] ?? 'team';

/** Whether the role may make the back-office call (its path under /api/admin/, e.g. `order/ship`). */
export const staffMayCall = (role: StaffRole | null | undefined, call: string): boolean => staffMay(role, permissionForCall(ADMIN_PREFIX + call));

/** What reading or changing a setting needs: the account buyers pay into and the letterhead are the owner's, not every editor's. */
export const configPermission = (key: ConfigKey): StaffPermission => ((privateConfigKeys as readonly ConfigKey[]).includes(key) ? 'settings' : 'content');
