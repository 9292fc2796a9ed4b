import { Hono } from 'hono';
import { ApiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { requireUser, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { awaitsReceipt } from '../services/payment/bank-transfer.ts';
import { isPrivateUpload, readUpload, saveUpload } from '../services/uploads.ts';

const UPLOADS_PER_MINUTE = 30;

/**
 * POST /api/portal/upload: one image as multipart field `file`, for a logged-in user; an admin may also upload an
 * invoice PDF, and anyone a bank-transfer receipt as a PDF when the field `purpose` says `receipt`.
 */
export const uploadRoutes = new Hono<AppEnv>();

uploadRoutes.post('/', requireUser, async (c) => {
  const { db, limiter, uploadDir, now } = c.var.deps;
  if (!(await limiter.hit(`upload:${userOf(c).id}`, UPLOADS_PER_MINUTE, 60_000))) throw new ApiError('rateLimited');
  const form = await c.req.formData().catch(() => null);
  const file = form?.get('file');
  if (!(file instanceof File)) throw new ApiError('validation', { issues: [{ path: 'file', message: 'validation.required' }] });
  const receipt = form?.get('purpose') === 'receipt';
  if (receipt && userOf(c).role !== 'admin' && !(await awaitsReceipt(db, userOf(c).id))) throw new ApiError('bankTransferNotChosen');
  return ok(c, await saveUpload(db, uploadDir, userOf(c), new Uint8Array(await file.arrayBuffer()), now(), receipt));
});

/**
 * GET /api/uploads/<month>/<name>: the stored files, cacheable for good since names are never reused.
 * A PDF (an issued invoice, a transfer receipt) is a download, never shown inline on the shop's origin.
 */
export const uploadFiles = new Hono<AppEnv>();

uploadFiles.get('/:month/:name', async (c) => {
  const path = `${c.req.param('month')}/${c.req.param('name')}`;
  const { bytes, contentType } = await readUpload(c.var.deps.uploadDir, path);
  return c.body(new Uint8Array(bytes), 200, {
    'content-type': contentType,
    // An invoice or a receipt names a business and its bank account: the customer's browser may keep it, a shared cache may not.
    'cache-control': `${isPrivateUpload(path) ? 'private' : 'public'}, max-age=31536000, immutable`,
    'x-content-type-options': 'nosniff',
    ...(contentType === 'application/pdf' ? { 'content-disposition': 'attachment; filename="document.pdf"' } : {}),
  });
});
