import { Hono } from 'hono';
import { idInput } from '../../schemas/common.ts';

import {
  adminRequirement,
  adminRequirementListInput,
  adminRequirementPage,
  adminSupplier,
  adminSupplierListInput,
  adminSupplierPage,
  answerRequirementInput,
  assignRequirementInput,
  closeRequirementInput,
  rejectSupplierInput,
  supplierIdInput,
} from '../../schemas/trade-admin.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { answerRequirement, assignRequirement, closeRequirement, listRequirementsForAdmin, requirementForAdmin } from '../services/trade/admin-requirements.ts';
import { acceptSupplier, listSuppliersForAdmin, markSupplierContacted, rejectSupplier } from '../services/trade/admin-suppliers.ts';

/** The operator's 1V1 requirements, under /api/admin/requirement behind requireStaff. */
export const adminRequirementRoutes = new Hono<AppEnv>();

adminRequirementRoutes.post('/list', jsonBody(adminRequirementListInput), answers(adminRequirementPage), async (c) =>
  ok(c, await listRequirementsForAdmin(c.var.deps.db, c.req.valid('json'), c.var.deps.now())),
);
adminRequirementRoutes.post('/detail', jsonBody(idInput), answers(adminRequirement), async (c) =>
  ok(c, await requirementForAdmin(c.var.deps.db, c.req.valid('json').id, c.var.deps.now())),
);
adminRequirementRoutes.post('/assign', jsonBody(assignRequirementInput), answers(adminRequirement), async (c) =>
  ok(c, await assignRequirement(c.var.deps.db, c.req.valid('json'), c.var.deps.now())),
);
adminRequirementRoutes.post('/answer', jsonBody(answerRequirementInput), answers(adminRequirement), async (c) =>
  ok(c, await answerRequirement(c.var.deps.db, c.req.valid('json'), c.var.deps.now())),
);
adminRequirementRoutes.post('/close', jsonBody(closeRequirementInput), answers(adminRequirement), async (c) =>
  ok(c, await closeRequirement(c.var.deps.db, c.req.valid('json').id, c.var.deps.now())),
);

/** The operator's supplier applications, under /api/admin/supplier behind requireStaff. */
export const adminSupplierRoutes = new Hono<AppEnv>();

adminSupplierRoutes.post('/list', jsonBody(adminSupplierListInput), answers(adminSupplierPage), async (c) =>
  ok(c, await listSuppliersForAdmin(c.var.deps.db, c.req.valid('json'), c.var.deps.now())),
);
adminSupplierRoutes.post('/contacted', jsonBody(supplierIdInput), answers(adminSupplier), async (c) =>
  ok(c, await markSupplierContacted(c.var.deps.db, c.req.valid('json').id, c.var.deps.now())),
);
adminSupplierRoutes.post('/accept', jsonBody(supplierIdInput), answers(adminSupplier), async (c) =>
  ok(c, await acceptSupplier(c.var.deps.db, c.req.valid('json').id, c.var.deps.now())),
);
adminSupplierRoutes.post('/reject', jsonBody(rejectSupplierInput), answers(adminSupplier), async (c) => {
  const { id, note } = c.req.valid('json');
  return ok(c, await rejectSupplier(c.var.deps.db, id, note, c.var.deps.now()));
});
