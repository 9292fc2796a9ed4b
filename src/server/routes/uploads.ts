import { Hono } from 'hono';
import { uploadAnswer } from '../../schemas/upload.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, requireUser, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { readerStillAllowed } from '../services/paperwork/papers.ts';
import { awaitsReceipt } from '../services/payment/bank-transfer.ts';
import { verifyFileToken } from '../services/private-files.ts';
import { spendAttempt } from '../services/rate-limit.ts';
import { isPrivateUpload, type PrivatePurpose, privatePurposes, readUpload, saveUpload } from '../services/uploads.ts';

const UPLOADS_PER_MINUTE = 30;

const privatePurposeOf = (value: unknown): PrivatePurpose | undefined =>
  Object.keys(privatePurposes).find((purpose) => purpose === value) as PrivatePurpose | undefined;

/**
 * POST /api/portal/upload: one image as multipart field `file`, for a logged-in user; an admin may also upload an
 * invoice PDF, and anyone a bank-transfer receipt as a PDF when the field `purpose` says `receipt`. An admin's
 * `purpose=invoice` stores an issued invoice (PDF or image) as a private file.
 */
export const uploadRoutes = new Hono<AppEnv>();

uploadRoutes.post('/', answers(uploadAnswer), requireUser, async (c) => {
  const { db, limiter, uploadDir, now } = c.var.deps;
  const uploader = userOf(c);
  await spendAttempt(limiter, `upload:${uploader.id}`, UPLOADS_PER_MINUTE, 60_000);
  const form = await c.req.formData().catch(() => null);
  const file = form?.get('file');
  if (!(file instanceof File)) throw new ApiError('validation', { issues: [{ path: 'file', message: 'validation.required' }] });
  const purpose = privatePurposeOf(form?.get('purpose'));
  if (purpose === 'invoice' && uploader.role !== 'admin') throw new ApiError('forbidden');
  if (purpose === 'receipt' && uploader.role !== 'admin' && !(await awaitsReceipt(db, uploader.id))) throw new ApiError('bankTransferNotChosen');
  return ok(c, await saveUpload(db, uploadDir, uploader, new Uint8Array(await file.arrayBuffer()), now(), purpose));
});

/**
 * GET /api/uploads/<month>/<name>: the stored files. Public ones (product and other images) are cacheable for
 * good since names are never reused. A private one (a transfer receipt, an issued invoice) only at the signed
 * address its owner or an operator was given, for the person it was signed for, and kept by no cache. A PDF
 * is a download, never shown inline on the shop's origin.
 */
export const uploadFiles = new Hono<AppEnv>();

uploadFiles.get('/:month/:name', async (c) => {
  const { db, uploadDir, documentSecret, now } = c.var.deps;
  const path = `${c.req.param('month')}/${c.req.param('name')}`;
  const isPrivate = isPrivateUpload(path);
  if (isPrivate) {
    const reader = verifyFileToken(documentSecret, c.req.query('t'), path, now());
    if (!(await readerStillAllowed(db, reader))) throw new ApiError('documentLinkInvalid');
  }
  const { bytes, contentType } = await readUpload(uploadDir, path);
  return c.body(new Uint8Array(bytes), 200, {
    'content-type': contentType,
    'cache-control': isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    // The signed address must not travel on to wherever a PDF's links lead.
    ...(isPrivate ? { 'referrer-policy': 'no-referrer' } : {}),
    ...(contentType === 'application/pdf' ? { 'content-disposition': 'attachment; filename="document.pdf"' } : {}),
  });
});
