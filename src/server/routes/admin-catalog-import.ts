import { Hono } from 'hono';
import { applyInput, changesInput, exportInput, importApplied, importChanges, importPreview } from '../../schemas/catalog-import.ts';
import { IMPORT_MAX_BYTES } from '../../schemas/catalog-import-limits.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { answers, jsonBody, userOf } from '../http/middleware.ts';
import { fileAnswer, ok } from '../http/respond.ts';
import { applyImport } from '../services/catalog-import/apply.ts';
import { exportCatalogue } from '../services/catalog-import/export.ts';
import { previewChanges, previewImport } from '../services/catalog-import/preview.ts';
import { oneAtATime } from '../services/job-gate.ts';
import { spendAttempt } from '../services/rate-limit.ts';

const SHEET_JOBS_PER_MINUTE = 30;

/** Catalogue spreadsheets under /api/admin/catalog: export, import preview (and its price changes) and apply, one job at a time per process. */
export const adminCatalogImportRoutes = new Hono<AppEnv>();

async function limitPerAdmin(c: AppContext): Promise<void> {
  await spendAttempt(c.var.deps.limiter, `catalog-sheet:${userOf(c).id}`, SHEET_JOBS_PER_MINUTE, 60_000);
}

adminCatalogImportRoutes.post('/export', jsonBody(exportInput), async (c) => {
  await limitPerAdmin(c);
  const { format, template } = c.req.valid('json');
  const file = await oneAtATime(() => exportCatalogue(c.var.deps.db, format, template));
  return fileAnswer(c, file, 'no-store');
});

/** Multipart: `file` (.xlsx or .csv), and `createMissing` = `true` to create the brands and categories the file names. */
adminCatalogImportRoutes.post('/import/preview', answers(importPreview), async (c) => {
  await limitPerAdmin(c);
  const form = await c.req.formData().catch(() => null);
  const file = form?.get('file');
  if (!(file instanceof File)) throw new ApiError('validation', { issues: [{ path: 'file', message: 'validation.required' }] });
  if (file.size > IMPORT_MAX_BYTES) throw new ApiError('payloadTooLarge');
  const createMissing = form?.get('createMissing') === 'true';
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { db, now } = c.var.deps;
  return ok(c, await oneAtATime(() => previewImport(db, userOf(c).id, bytes, createMissing, now(), c.var.locale)));
});

/** The preview's changes that move a price by more than the percent (the preview itself lists only the first ones). */
adminCatalogImportRoutes.post('/import/changes', jsonBody(changesInput), answers(importChanges), async (c) => {
  await limitPerAdmin(c);
  const { db, now } = c.var.deps;
  const { previewId, priceChangeOverPercent } = c.req.valid('json');
  return ok(c, await oneAtATime(() => previewChanges(db, previewId, now(), priceChangeOverPercent)));
});

adminCatalogImportRoutes.post('/import/apply', jsonBody(applyInput), answers(importApplied), async (c) => {
  await limitPerAdmin(c);
  const { db, now } = c.var.deps;
  const { previewId, stockChangedSinceExport } = c.req.valid('json');
  return ok(c, await oneAtATime(() => applyImport(db, userOf(c).id, previewId, now(), stockChangedSinceExport)));
});
