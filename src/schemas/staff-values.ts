// Plain values (no zod) so that the database schema, the stored user's contract (zod/mini) and the
// back office's menu share them.

/** What a member of the shop's team does; every admin account has exactly one. */
export const staffRoles = ['owner', 'service', 'warehouse', 'finance', 'content', 'catalogue'] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * What a back-office call or screen needs. Money moved, the shop's bank account and the team itself are
 * kept to the few roles that answer for them.
 */
const permissionRoles = {
  dashboard: staffRoles,
  ordersRead: ['owner', 'service', 'warehouse', 'finance'],
  customers: ['owner', 'service', 'finance'],
  shipping: ['owner', 'warehouse'],
  stock: ['owner', 'warehouse', 'catalogue'],
  afterSalesRead: ['owner', 'service', 'warehouse', 'finance'],
  afterSalesHandle: ['owner', 'service'],
  goodsReturned: ['owner', 'service', 'warehouse'],
  money: ['owner', 'finance'],
  invoices: ['owner', 'finance'],
  paperwork: ['owner', 'service', 'finance'],
  service: ['owner', 'service'],
  catalogue: ['owner', 'catalogue'],
  content: ['owner', 'content'],
  publish: ['owner', 'content', 'catalogue'],
  settings: ['owner'],
  team: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof permissionRoles;

export function staffMay(role: StaffRole | null | undefined, permission: StaffPermission): boolean {
  return role != null && (permissionRoles[permission] as readonly StaffRole[]).includes(role);
}
