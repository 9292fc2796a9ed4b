import { Hono } from 'hono';
import { emptyBody } from '../../schemas/common.ts';
import {
  adminCompany,
  adminCompanyListInput,
  adminCompanyPage,
  company,
  companyFields,
  companyVerifyInput,
  myCompany as myCompanyAnswer,
} from '../../schemas/companies.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody, requireUser, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { createCompany, myCompany, updateCompany } from '../services/companies/company.ts';
import { listCompaniesForAdmin, verifyCompany } from '../services/companies/verification.ts';

/** The customer's company, under /api/portal/company. */
export const companyRoutes = new Hono<AppEnv>();
companyRoutes.use(requireUser);

companyRoutes.post('/get', jsonBody(emptyBody), answers(myCompanyAnswer), async (c) => ok(c, await myCompany(c.var.deps.db, userOf(c).id)));
companyRoutes.post('/create', jsonBody(companyFields), answers(company), async (c) =>
  ok(c, await createCompany(c.var.deps.db, userOf(c).id, c.req.valid('json'), c.var.deps.now())),
);
companyRoutes.post('/update', jsonBody(companyFields), answers(company), async (c) =>
  ok(c, await updateCompany(c.var.deps.db, userOf(c).id, c.req.valid('json'), c.var.deps.now())),
);

/** The operator's company verification (企业认证), under /api/admin/company behind requireStaff. */
export const adminCompanyRoutes = new Hono<AppEnv>();

adminCompanyRoutes.post('/list', jsonBody(adminCompanyListInput), answers(adminCompanyPage), async (c) =>
  ok(c, await listCompaniesForAdmin(c.var.deps.db, c.req.valid('json'))),
);
adminCompanyRoutes.post('/verify', jsonBody(companyVerifyInput), answers(adminCompany), async (c) =>
  ok(c, await verifyCompany(c.var.deps.db, c.req.valid('json'), c.var.deps.now())),
);
