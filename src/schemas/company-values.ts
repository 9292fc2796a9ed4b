// Plain values (no zod) so that the database schema and the contracts share them.

/** A company's standing with the shop: waiting for the operator's check, verified, or turned down with a reason. */
export const companyStates = ['pending', 'verified', 'rejected'] as const;
export type CompanyState = (typeof companyStates)[number];
/** What a member may do in their company; the one who registered it is its owner. */
export const companyRoles = ['owner', 'administrator', 'buyer', 'finance'] as const;
export type CompanyRole = (typeof companyRoles)[number];

export const companyMaxLength = { name: 100, address: 200, contactName: 40, rejectReason: 200 } as const;
