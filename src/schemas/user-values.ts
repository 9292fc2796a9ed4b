// Apart from user.ts (which builds on them and re-exports them) so that the stored user's contract
// (user-info.ts, in zod/mini) needs no classic zod.
export const genders = ['boy', 'girl'] as const;
export const userRoles = ['customer', 'admin'] as const;
