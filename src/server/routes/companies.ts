import { Hono } from 'hono';
import { emptyBody, nothing } from '../../schemas/common.ts';
import {
  activityListInput,
  activityPage,
  adminCompany,
  adminCompanyListInput,
  adminCompanyPage,
  company,
  companyFields,
  companyPeople,
  companyVerifyInput,
  invitationAnswerInput,
  invitationCancelInput,
  memberInviteInput,
  memberRemoved,
  memberRemoveInput,
  memberUpdateInput,
  myCompany as myCompanyAnswer,
  myInvitations as myInvitationsAnswer,
} from '../../schemas/companies.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody, requireUser, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { companyActivityFor, createCompany, myCompany, updateCompany } from '../services/companies/company.ts';
import { answerInvitation, myInvitations } from '../services/companies/invitations.ts';
import { cancelInvitation, inviteMember, companyPeople as peopleOfCompany, removeMember, updateMember } from '../services/companies/members.ts';
import { listCompaniesForAdmin, verifyCompany } from '../services/companies/verification.ts';
import { spendAttempt } from '../services/rate-limit.ts';

/** A credit code is public, so registering is no way to look codes up: a few tries a minute are all a person needs. */
const DETAIL_WRITES_PER_MINUTE = 10;
/** A purchasing team is invited a few people at a time. */
const INVITES_PER_MINUTE = 20;

/** The customer's company, under /api/portal/company. */
export const companyRoutes = new Hono<AppEnv>();
companyRoutes.use(requireUser);

companyRoutes.post('/get', jsonBody(emptyBody), answers(myCompanyAnswer), async (c) => ok(c, await myCompany(c.var.deps.db, userOf(c).id)));
companyRoutes.post('/create', jsonBody(companyFields), answers(company), async (c) => {
  await spendAttempt(c.var.deps.limiter, `company-details:${userOf(c).id}`, DETAIL_WRITES_PER_MINUTE, 60_000);
  return ok(c, await createCompany(c.var.deps.db, userOf(c).id, c.req.valid('json'), c.var.deps.now()));
});
companyRoutes.post('/update', jsonBody(companyFields), answers(company), async (c) => {
  await spendAttempt(c.var.deps.limiter, `company-details:${userOf(c).id}`, DETAIL_WRITES_PER_MINUTE, 60_000);
  return ok(c, await updateCompany(c.var.deps.db, userOf(c).id, c.req.valid('json'), c.var.deps.now()));
});

companyRoutes.post('/member/list', jsonBody(emptyBody), answers(companyPeople), async (c) =>
  ok(c, await peopleOfCompany(c.var.deps.db, userOf(c).id, c.var.deps.now())),
);
companyRoutes.post('/member/invite', jsonBody(memberInviteInput), answers(companyPeople), async (c) => {
  await spendAttempt(c.var.deps.limiter, `company-invite:${userOf(c).id}`, INVITES_PER_MINUTE, 60_000);
  return ok(c, await inviteMember(c.var.deps.db, userOf(c).id, c.req.valid('json'), c.var.deps.now()));
});
companyRoutes.post('/member/update', jsonBody(memberUpdateInput), answers(companyPeople), async (c) =>
  ok(c, await updateMember(c.var.deps.db, userOf(c).id, c.req.valid('json'), c.var.deps.now())),
);
companyRoutes.post('/member/remove', jsonBody(memberRemoveInput), answers(memberRemoved), async (c) =>
  ok(c, await removeMember(c.var.deps.db, userOf(c).id, c.req.valid('json').userId, c.var.deps.now())),
);
companyRoutes.post('/invitation/cancel', jsonBody(invitationCancelInput), answers(companyPeople), async (c) =>
  ok(c, await cancelInvitation(c.var.deps.db, userOf(c).id, c.req.valid('json').id, c.var.deps.now())),
);
companyRoutes.post('/invitation/list', jsonBody(emptyBody), answers(myInvitationsAnswer), async (c) =>
  ok(c, await myInvitations(c.var.deps.db, userOf(c).id, c.var.deps.now())),
);
companyRoutes.post('/invitation/answer', jsonBody(invitationAnswerInput), answers(nothing), async (c) => {
  await answerInvitation(c.var.deps.db, userOf(c).id, c.req.valid('json'), c.var.deps.now());
  return ok(c, null);
});
companyRoutes.post('/activity/list', jsonBody(activityListInput), answers(activityPage), async (c) =>
  ok(c, await companyActivityFor(c.var.deps.db, userOf(c).id, c.req.valid('json').curPage)),
);

/** The operator's company verification (企业认证), under /api/admin/company behind requireStaff. */
export const adminCompanyRoutes = new Hono<AppEnv>();

adminCompanyRoutes.post('/list', jsonBody(adminCompanyListInput), answers(adminCompanyPage), async (c) =>
  ok(c, await listCompaniesForAdmin(c.var.deps.db, c.req.valid('json'))),
);
adminCompanyRoutes.post('/verify', jsonBody(companyVerifyInput), answers(adminCompany), async (c) =>
  ok(c, await verifyCompany(c.var.deps.db, c.req.valid('json'), c.var.deps.now())),
);
