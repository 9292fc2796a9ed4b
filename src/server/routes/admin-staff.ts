import { Hono } from 'hono';
import { staffInviteInput, staffList, staffListInput, staffMember, staffUpdateInput } from '../../schemas/staff.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { spendAttempt } from '../services/rate-limit.ts';
import { inviteStaff, listStaff, updateStaff } from '../services/staff.ts';

/** An invitation hashes a password nobody knows (deliberately slow): a few a minute is all a team needs. */
const INVITES_PER_MINUTE = 10;

/** The owner's team, mounted under /api/admin/staff behind requireStaff. */
export const adminStaffRoutes = new Hono<AppEnv>();

adminStaffRoutes.post('/list', jsonBody(staffListInput), answers(staffList), async (c) => ok(c, await listStaff(c.var.deps.db)));

adminStaffRoutes.post('/invite', jsonBody(staffInviteInput), answers(staffMember), async (c) => {
  await spendAttempt(c.var.deps.limiter, `staff-invite:${userOf(c).id}`, INVITES_PER_MINUTE, 60_000);
  return ok(c, await inviteStaff(c.var.deps.db, c.req.valid('json'), c.var.deps.now()));
});

adminStaffRoutes.post('/update', jsonBody(staffUpdateInput), answers(staffMember), async (c) =>
  ok(c, await updateStaff(c.var.deps.db, c.req.valid('json'), c.var.deps.now())),
);
