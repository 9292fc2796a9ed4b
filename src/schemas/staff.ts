import { z } from 'zod';
import { emptyBody, idSchema, mobileSchema } from './common.ts';
import { withExamples } from './examples.ts';
import { staffRoles } from './staff-values.ts';

const staffRole = z.enum(staffRoles, { message: 'validation.staffRole' });

/** A member of the team as the owner's list shows them. */
export const staffMember = z.object({
  id: z.number(),
  phone: z.string(),
  nickname: z.string().nullable(),
  role: staffRole,
  disabled: z.boolean(),
  /** Never logged in yet: the invitation still waits to be taken up. */
  invited: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;
export const staffList = z.array(staffMember);

export const staffListInput = emptyBody;

/** A new member of the team, by mobile number: they log in with an SMS code sent to it, then set a password. */
export const staffInviteInput = withExamples(z.strictObject({ phone: mobileSchema, role: staffRole }), { phone: '13800138111', role: 'warehouse' });
export type StaffInviteInput = z.infer<typeof staffInviteInput>;

/** A member's role, or their leaving (disabled) and coming back. */
export const staffUpdateInput = withExamples(z.strictObject({ id: idSchema, role: staffRole, disabled: z.boolean() }), {
  id: 90001,
  role: 'service',
  disabled: false,
});
export type StaffUpdateInput = z.infer<typeof staffUpdateInput>;
