import { randomBytes } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { PDF_MAGIC } from '../../schemas/document-values.ts';
import { UPLOAD_QUOTA } from '../../schemas/upload.ts';
import type { userRoles } from '../../schemas/user-values.ts';
import type { Db } from '../db/client.ts';
import { uploads, users } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';

/** Uploaded images are JPG or PNG only. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const imageTypes = [
  { extension: 'png', contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { extension: 'jpg', contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
] as const;
/** Issued invoices (the operator) and bank-transfer receipts (a buyer, asking for one). */
const pdfType = { extension: 'pdf', contentType: 'application/pdf', magic: PDF_MAGIC } as const;

/** The type by the file's first bytes, never by its name or the declared type, which the sender chooses. */
function detectType(bytes: Uint8Array, allowPdf: boolean) {
  return [...imageTypes, ...(allowPdf ? [pdfType] : [])].find((type) => type.magic.every((byte, index) => bytes[index] === byte));
}

const UPLOADS_URL_PREFIX = '/api/uploads/';
const IMAGE_PATH = /^\d{6}\/[0-9a-f]{32}\.(png|jpg)$/;
/**
 * What an upload is for, when it is private: a bank-transfer receipt (`r`, a buyer's) or an issued invoice
 * (`i`, the operator's). Both name a business and its bank account; their names start with the letter.
 */
export const privatePurposes = { receipt: 'r', invoice: 'i' } as const;
export type PrivatePurpose = keyof typeof privatePurposes;
const STORED_PATH = /^\d{6}\/[ri]?[0-9a-f]{32}\.(png|jpg|pdf)$/;
const PRIVATE_NAME = /\/[ri][0-9a-f]{32}\./;

/**
 * Whether a stored file is served only to its owner or an operator, at a signed address: a PDF (an invoice,
 * a receipt) or an image uploaded as a receipt or an invoice. Product and other public images are not.
 */
export const isPrivateUpload = (path: string): boolean => path.endsWith('.pdf') || PRIVATE_NAME.test(path);

const pathOf = (url: string, pattern: RegExp): string | null => {
  const path = url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : '';
  return pattern.test(path) ? path : null;
};

/** The path under the upload folder of any file `saveUpload` answered (an image, a PDF), or null for any other address. */
export const storedPathOf = (url: string): string | null => pathOf(url, STORED_PATH);

/** The path under the upload folder of an image `saveUpload` answered, or null for any other address (a PDF included). */
export const uploadPathOf = (url: string): string | null => pathOf(url, IMAGE_PATH);

const isStoredFile = (uploadDir: string, path: string) =>
  stat(join(uploadDir, path)).then(
    (found) => found.isFile(),
    () => false,
  );

/** Whether an address is a file the shop stores (an image or an invoice PDF) and the file is there. */
export async function isStoredUpload(uploadDir: string, url: string): Promise<boolean> {
  const path = pathOf(url, STORED_PATH);
  return path !== null && isStoredFile(uploadDir, path);
}

/** Whether an address is an image this account uploaded and the file is still there: what a customer may attach. */
export const isOwnUpload = (db: Db, uploadDir: string, url: string, userId: number): Promise<boolean> => isOwnFile(db, uploadDir, uploadPathOf(url), userId);

/** The path of a bank-transfer receipt (an image or a PDF) this account uploaded and still stored, or null. */
export async function ownReceiptPath(db: Db, uploadDir: string, url: string, userId: number): Promise<string | null> {
  const path = pathOf(url, STORED_PATH);
  return (await isOwnFile(db, uploadDir, path, userId)) ? path : null;
}

async function isOwnFile(db: Db, uploadDir: string, path: string | null, userId: number): Promise<boolean> {
  if (!path) return false;
  const [owned] = await db
    .select({ path: uploads.path })
    .from(uploads)
    .where(and(eq(uploads.path, path), eq(uploads.userId, userId)));
  return owned !== undefined && (await isStoredFile(uploadDir, path));
}

type Uploader = { id: number; role: (typeof userRoles)[number] };

/**
 * Records the upload against the account's quota, or refuses it (also for the product documents, stored apart). The account's row is locked first, so
 * that its concurrent uploads are counted one after the other and together never pass the quota.
 */
export async function reserveUpload(db: Db, uploader: Uploader, path: string, bytes: number, now: Date): Promise<void> {
  const quota = UPLOAD_QUOTA[uploader.role];
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, uploader.id)).for('update');
    const [used] = await tx
      .select({ files: count(), bytes: sql<number>`coalesce(sum(${uploads.bytes}), 0)`.mapWith(Number) })
      .from(uploads)
      .where(and(eq(uploads.userId, uploader.id), gt(uploads.createdAt, new Date(now.getTime() - UPLOAD_QUOTA.windowMs))));
    if (used!.files + 1 > quota.files || used!.bytes + bytes > quota.bytes) throw new ApiError('uploadQuotaExceeded');
    await tx.insert(uploads).values({ path, userId: uploader.id, bytes, createdAt: now });
  });
}

/**
 * Stores an uploaded file under a random name, recorded as the uploader's, and answers the address it is
 * stored at: a JPG or PNG, or also a PDF for an admin (the operator's invoices) and for a buyer's
 * bank-transfer receipt. Only a receipt is accepted anywhere a customer's PDF could go. A receipt or an
 * invoice gets a private name: its address is served only when signed (`signedFileUrl`).
 */
export async function saveUpload(
  db: Db,
  uploadDir: string,
  uploader: Uploader,
  bytes: Uint8Array,
  now: Date,
  purpose?: PrivatePurpose,
): Promise<{ url: string; size: number; contentType: string }> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new ApiError('payloadTooLarge');
  const receipt = purpose === 'receipt';
  const type = detectType(bytes, uploader.role === 'admin' || receipt);
  if (!type) throw new ApiError(receipt ? 'receiptTypeInvalid' : 'imageTypeInvalid');
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const name = `${purpose ? privatePurposes[purpose] : ''}${randomBytes(16).toString('hex')}.${type.extension}`;
  const path = `${month}/${name}`;
  await reserveUpload(db, uploader, path, bytes.length, now);
  try {
    await mkdir(join(uploadDir, month), { recursive: true });
    await writeFile(join(uploadDir, path), bytes, { flag: 'wx' });
  } catch (error) {
    await db.delete(uploads).where(eq(uploads.path, path));
    throw error;
  }
  return { url: `${UPLOADS_URL_PREFIX}${path}`, size: bytes.length, contentType: type.contentType };
}

const contentTypeOf = (path: string) => (path.endsWith('.png') ? 'image/png' : path.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg');

/** Reads a stored upload by its path under the upload folder; anything else is not found. */
export async function readUpload(uploadDir: string, path: string): Promise<{ bytes: Buffer; contentType: string }> {
  if (!STORED_PATH.test(path)) throw new ApiError('notFound');
  const file = resolve(uploadDir, path);
  if (!file.startsWith(resolve(uploadDir) + sep)) throw new ApiError('notFound');
  try {
    const bytes = await readFile(file);
    return { bytes, contentType: contentTypeOf(path) };
  } catch {
    throw new ApiError('notFound');
  }
}
