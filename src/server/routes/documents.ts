import { Hono } from 'hono';
import type { z } from 'zod';
import { catalogueWording } from '../../lib/validation-issues.ts';
import { idInput, nothing } from '../../schemas/common.ts';
import { adminDocument, documentReplace, documentUpload } from '../../schemas/documents.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { localWindowLimit } from '../http/local-limit.ts';
import { answers, jsonBody, userOf } from '../http/middleware.ts';
import { fileAnswer, ok } from '../http/respond.ts';
import { deleteDocument, replaceDocument, type UploadedFile, uploadDocument } from '../services/documents/admin.ts';
import { documentDownload } from '../services/documents/download.ts';
import { spendAttempt } from '../services/rate-limit.ts';

/** An operator files a product's data sheets one by one; a whole range in an afternoon stays well under this. */
const DOCUMENT_UPLOADS_PER_MINUTE = 30;
const SHEET_RENDERS_PER_CLIENT_PER_MINUTE = 20;

/**
 * A multipart call's text fields checked by `contract` (issues beside their fields, as for JSON), and
 * its `file` if it has one.
 */
async function multipartInput<T extends z.ZodType>(c: AppContext, contract: T): Promise<{ input: z.output<T>; file: UploadedFile | null }> {
  await spendAttempt(c.var.deps.limiter, `document-upload:${userOf(c).id}`, DOCUMENT_UPLOADS_PER_MINUTE, 60_000);
  const form = await c.req.formData().catch(() => null);
  if (!form) throw new ApiError('validation', { issues: [{ path: 'file', message: 'validation.required' }] });
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  for (const [name, value] of form.entries()) {
    if (name === 'file' && value instanceof File) file = { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
    else if (typeof value === 'string') fields[name] = value;
  }
  const parsed = await contract.safeParseAsync(fields, catalogueWording);
  if (!parsed.success) throw new ApiError('validation', { issues: parsed.error.issues });
  return { input: parsed.data, file };
}

/** Under /api/admin/catalog/document: a product's documents, as the product editor uploads, replaces and removes them. */
export const adminDocumentRoutes = new Hono<AppEnv>();

adminDocumentRoutes.post('/upload', answers(adminDocument), async (c) => {
  const { input, file } = await multipartInput(c, documentUpload);
  if (!file) throw new ApiError('validation', { issues: [{ path: 'file', message: 'validation.required' }] });
  const { db, uploadDir, now } = c.var.deps;
  return ok(c, await uploadDocument(db, uploadDir, userOf(c), input, file, now()));
});

adminDocumentRoutes.post('/replace', answers(adminDocument), async (c) => {
  const { input, file } = await multipartInput(c, documentReplace);
  const { db, uploadDir, now } = c.var.deps;
  return ok(c, await replaceDocument(db, uploadDir, userOf(c), input, file, now()));
});

adminDocumentRoutes.post('/delete', jsonBody(idInput), answers(nothing), async (c) => {
  const { db, uploadDir, now } = c.var.deps;
  return ok(c, await deleteDocument(db, uploadDir, c.req.valid('json').id, now()));
});

/**
 * GET /api/documents/<id>/<key>.pdf: a product document, public like the page that lists it. The key
 * names one version of the file, so the answer is cached for good; another key is not found.
 */
export const documentFiles = new Hono<AppEnv>();

const DOCUMENT_ID = /^[1-9][0-9]{0,8}$/;
const DOCUMENT_FILE = /^([0-9a-f]{16})\.pdf$/;
/** A generated data sheet is made on its first download: a client may have a few made a minute (a buyer opens one or two). */
const sheetRendersAllowed = localWindowLimit(SHEET_RENDERS_PER_CLIENT_PER_MINUTE, 60_000);

documentFiles.get('/:id/:file', async (c) => {
  const { db, uploadDir } = c.var.deps;
  const id = c.req.param('id');
  const key = DOCUMENT_FILE.exec(c.req.param('file'))?.[1];
  if (!DOCUMENT_ID.test(id) || !key) throw new ApiError('notFound');
  const download = await documentDownload(db, uploadDir, Number(id), key, () => sheetRendersAllowed(c.var.clientKey));
  return fileAnswer(c, { ...download, contentType: 'application/pdf' }, 'public, max-age=31536000, immutable');
});
