import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { AdminDocument, DocumentReplace, DocumentUpload } from '../../../schemas/documents.ts';
import { documentTypes, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_PRODUCT } from '../../../schemas/documents.ts';
import { locales } from '../../../schemas/locales.ts';
import type { userRoles } from '../../../schemas/user-values.ts';
import type { Db, Tx } from '../../db/client.ts';
import { productDocuments, products } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { invalidateCatalog } from '../catalog/changes.ts';
import { reserveUpload } from '../uploads.ts';
import { removeDocumentFile, sha256, storeDocumentFile } from './files.ts';
import { byTypeThenNewest, type DocumentRow, shownDocument } from './shown.ts';

type Operator = { id: number; role: (typeof userRoles)[number] };
export type UploadedFile = { name: string; bytes: Uint8Array };

/** `%PDF-`: a PDF is known by its first bytes, never by its name or declared type, which the sender chooses. */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];
const isPdf = (bytes: Uint8Array) => PDF_MAGIC.every((byte, index) => bytes[index] === byte);

/** The file's own name, as the operator's system gave it, kept for the editor; only the last path part. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(-200) || 'document.pdf';

function checkFile(file: UploadedFile): void {
  if (file.bytes.length > MAX_DOCUMENT_BYTES) throw new ApiError('documentTooLarge');
  if (!isPdf(file.bytes)) throw new ApiError('documentNotPdf');
}

/** Counts the file against the operator's upload quota, then stores it under its hash. */
async function storeFile(db: Db, uploadDir: string, operator: Operator, file: UploadedFile, now: Date) {
  const key = sha256(file.bytes);
  await reserveUpload(db, operator, `documents/${randomBytes(16).toString('hex')}`, file.bytes.length, now);
  await storeDocumentFile(uploadDir, key, file.bytes);
  return { contentKey: key, sizeBytes: file.bytes.length, fileName: cleanName(file.name) };
}

/** The stored files no document names any more are removed (the same file may serve several documents). */
export async function dropFilesIfUnused(db: Db, uploadDir: string, keys: string[]): Promise<void> {
  for (const key of new Set(keys)) {
    const [used] = await db.select({ id: productDocuments.id }).from(productDocuments).where(eq(productDocuments.contentKey, key)).limit(1);
    if (!used) await removeDocumentFile(uploadDir, key);
  }
}

/** The product's page shows its documents: its change time moves with them, so the editor knows a publish is due. */
async function touchProduct(tx: Tx, productId: number, now: Date) {
  const [found] = await tx.update(products).set({ updatedAt: now }).where(eq(products.id, productId)).returning({ id: products.id });
  if (!found) throw new ApiError('notFound');
}

function adminDocumentOf(row: DocumentRow): AdminDocument {
  return { ...shownDocument(row), id: row.id, fileName: row.fileName, generated: row.generated !== null, updatedAt: row.updatedAt.toISOString() };
}

export async function documentsForAdmin(db: Db | Tx, productId: number): Promise<AdminDocument[]> {
  const rows = await db.select().from(productDocuments).where(eq(productDocuments.productId, productId));
  return rows.sort((a, b) => locales.indexOf(a.language) - locales.indexOf(b.language) || byTypeThenNewest(a, b, documentTypes)).map(adminDocumentOf);
}

export async function uploadDocument(
  db: Db,
  uploadDir: string,
  operator: Operator,
  input: DocumentUpload,
  file: UploadedFile,
  now: Date,
): Promise<AdminDocument> {
  checkFile(file);
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, input.productId));
  if (!product) throw new ApiError('notFound');
  const stored = await storeFile(db, uploadDir, operator, file, now);
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: products.id }).from(products).where(eq(products.id, input.productId)).for('update');
    const [{ documents } = { documents: 0 }] = await tx
      .select({ documents: count() })
      .from(productDocuments)
      .where(eq(productDocuments.productId, input.productId));
    if (documents >= MAX_DOCUMENTS_PER_PRODUCT) throw new ApiError('documentLimit');
    const [inserted] = await tx
      .insert(productDocuments)
      .values({ ...fieldsOf(input), productId: input.productId, ...stored, uploadedBy: operator.id, createdAt: now, updatedAt: now })
      .returning();
    await touchProduct(tx, input.productId, now);
    return inserted!;
  });
  invalidateCatalog(db);
  return adminDocumentOf(row);
}

const fieldsOf = (input: DocumentUpload | DocumentReplace) => ({
  type: input.type,
  language: input.language,
  title: input.title,
  versionDate: input.versionDate,
  batchNo: input.batchNo || null,
});

/**
 * A new version of a document: a new file (and a new address) and/or new fields. A generated sheet is
 * replaced by an uploaded file, never by new fields alone (what it says is in its content).
 */
export async function replaceDocument(
  db: Db,
  uploadDir: string,
  operator: Operator,
  input: DocumentReplace,
  file: UploadedFile | null,
  now: Date,
): Promise<AdminDocument> {
  if (file) checkFile(file);
  const [current] = await db.select().from(productDocuments).where(eq(productDocuments.id, input.id));
  if (!current) throw new ApiError('notFound');
  if (!file && current.generated) throw new ApiError('validation', { issues: [{ path: 'file', message: 'validation.required' }] });
  const stored = file ? { ...(await storeFile(db, uploadDir, operator, file, now)), generated: null, uploadedBy: operator.id } : {};
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(productDocuments)
      .set({ ...fieldsOf(input), ...stored, updatedAt: now })
      .where(and(eq(productDocuments.id, input.id), eq(productDocuments.contentKey, current.contentKey)))
      .returning();
    // Replaced or removed by someone else since it was read.
    if (!updated) throw new ApiError('conflict');
    await touchProduct(tx, updated.productId, now);
    return updated;
  });
  invalidateCatalog(db);
  if (row.contentKey !== current.contentKey) await dropFilesIfUnused(db, uploadDir, [current.contentKey]);
  return adminDocumentOf(row);
}

export async function deleteDocument(db: Db, uploadDir: string, id: number, now: Date): Promise<null> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(productDocuments).where(eq(productDocuments.id, id)).returning();
    if (!row) throw new ApiError('notFound');
    await touchProduct(tx, row.productId, now);
    return row;
  });
  invalidateCatalog(db);
  await dropFilesIfUnused(db, uploadDir, [removed.contentKey]);
  return null;
}
