// Plain values (no zod) so that the database schema and the contracts share them.

/** A company's standing with the shop: waiting for the operator's check, verified, or turned down with a reason. */
export const companyStates = ['pending', 'verified', 'rejected'] as const;
export type CompanyState = (typeof companyStates)[number];
/** What a member may do in their company; the one who registered it is its owner. */
export const companyRoles = ['owner', 'administrator', 'buyer', 'finance'] as const;
export type CompanyRole = (typeof companyRoles)[number];

export const companyMaxLength = { name: 100, address: 200, contactName: 40, rejectReason: 200 } as const;

/** The roles an owner or administrator gives a colleague; ownership passes by its own act, never by an invitation. */
export const invitedRoles = ['administrator', 'buyer', 'finance'] as const;
export type InvitedRole = (typeof invitedRoles)[number];
/** Who manages the company's members, sees its activity and (later) decides its approvals. */
export const companyManagers: readonly CompanyRole[] = ['owner', 'administrator'];

/** An invitation waits for its answer this long, then lapses. */
export const INVITATION_DAYS = 7;
/** Members and open invitations together: a company is a purchasing team, not a mailing list. */
export const MAX_COMPANY_MEMBERS = 50;

export const invitationStates = ['pending', 'accepted', 'declined', 'cancelled'] as const;

/** What the company's activity log records. */
export const companyActions = [
  'registered',
  'detailsChanged',
  'verified',
  'rejected',
  'invited',
  'invitationCancelled',
  'joined',
  'declined',
  'roleChanged',
  'limitsChanged',
  'removed',
  'left',
] as const;
export type CompanyAction = (typeof companyActions)[number];
