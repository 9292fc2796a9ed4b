// Apart from user.ts (which builds on them and re-exports them) so that browser code that checks a stored
// user loads no zod.
export const genders = ['boy', 'girl'] as const;
export const userRoles = ['customer', 'admin'] as const;
