import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { startsAsPdf } from '../../../schemas/document-values.ts';
import type { AdminDocument, DocumentReplace, DocumentUpload } from '../../../schemas/documents.ts';
import { documentTypes, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_PRODUCT } from '../../../schemas/documents.ts';
import { locales } from '../../../schemas/locales.ts';
import type { userRoles } from '../../../schemas/user-values.ts';
import type { Db, Tx } from '../../db/client.ts';
import { productDocuments, products, uploads } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { invalidateCatalog } from '../catalog/changes.ts';
import { touchProduct } from '../catalog-admin/specs.ts';
import { reserveUpload } from '../uploads.ts';
import { removeDocumentFile, sha256, storeDocumentFile } from './files.ts';
import { byTypeThenNewest, type DocumentRow, shownDocument } from './shown.ts';

type Operator = { id: number; role: (typeof userRoles)[number] };
export type UploadedFile = { name: string; bytes: Uint8Array };

/** The file's own name, as the operator's system gave it, kept for the editor; only the last path part. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(-200) || 'document.pdf';

function checkFile(file: UploadedFile): void {
  if (file.bytes.length > MAX_DOCUMENT_BYTES) throw new ApiError('documentTooLarge');
  if (!startsAsPdf(file.bytes)) throw new ApiError('documentNotPdf');
}

/**
 * One stored file's writers and removers take turns (the same file may serve several documents): a file
 * is written with its document's row, or found unused and removed, never both at once.
 */
const lockFile = (tx: Tx, key: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`document-file:${key}`}))`);

/** The stored files no document names any more are removed. */
export async function dropFilesIfUnused(db: Db, uploadDir: string, keys: string[]): Promise<void> {
  for (const key of new Set(keys)) {
    await db.transaction(async (tx) => {
      await lockFile(tx, key);
      const [used] = await tx.select({ id: productDocuments.id }).from(productDocuments).where(eq(productDocuments.contentKey, key)).limit(1);
      if (!used) await removeDocumentFile(uploadDir, key);
    });
  }
}

/**
 * Writes a document's new file: counted against the operator's upload quota first, then stored with the
 * change `write` makes to its row. A change refused (a full product, someone else's edit) takes both back.
 */
async function withNewFile<T>(
  db: Db,
  uploadDir: string,
  operator: Operator,
  file: UploadedFile,
  now: Date,
  write: (tx: Tx, stored: { contentKey: string; sizeBytes: number; fileName: string }) => Promise<T>,
): Promise<T> {
  const contentKey = sha256(file.bytes);
  const reservation = `documents/${randomBytes(16).toString('hex')}`;
  await reserveUpload(db, operator, reservation, file.bytes.length, now);
  try {
    return await db.transaction(async (tx) => {
      const written = await write(tx, { contentKey, sizeBytes: file.bytes.length, fileName: cleanName(file.name) });
      await lockFile(tx, contentKey);
      await storeDocumentFile(uploadDir, contentKey, file.bytes);
      return written;
    });
  } catch (error) {
    await db.delete(uploads).where(eq(uploads.path, reservation));
    await dropFilesIfUnused(db, uploadDir, [contentKey]);
    throw error;
  }
}

function adminDocumentOf(row: DocumentRow): AdminDocument {
  return { ...shownDocument(row), id: row.id, fileName: row.fileName, generated: row.generated !== null, updatedAt: row.updatedAt.toISOString() };
}

export async function documentsForAdmin(db: Db | Tx, productId: number): Promise<AdminDocument[]> {
  const rows = await db.select().from(productDocuments).where(eq(productDocuments.productId, productId));
  return rows.sort((a, b) => locales.indexOf(a.language) - locales.indexOf(b.language) || byTypeThenNewest(a, b, documentTypes)).map(adminDocumentOf);
}

/** The product exists and has room for one more document. */
async function refuseUnlessRoom(db: Db | Tx, productId: number): Promise<void> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw new ApiError('notFound');
  const [{ documents } = { documents: 0 }] = await db.select({ documents: count() }).from(productDocuments).where(eq(productDocuments.productId, productId));
  if (documents >= MAX_DOCUMENTS_PER_PRODUCT) throw new ApiError('documentLimit');
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
  // Refused before the file is counted or stored; checked again under the product's lock.
  await refuseUnlessRoom(db, input.productId);
  const row = await withNewFile(db, uploadDir, operator, file, now, async (tx, stored) => {
    await tx.select({ id: products.id }).from(products).where(eq(products.id, input.productId)).for('update');
    await refuseUnlessRoom(tx, input.productId);
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
  const change = async (tx: Tx, stored: object) => {
    const [updated] = await tx
      .update(productDocuments)
      .set({ ...fieldsOf(input), ...stored, updatedAt: now })
      .where(and(eq(productDocuments.id, input.id), eq(productDocuments.contentKey, current.contentKey)))
      .returning();
    // Replaced or removed by someone else since it was read.
    if (!updated) throw new ApiError('conflict');
    await touchProduct(tx, updated.productId, now);
    return updated;
  };
  const row = file
    ? await withNewFile(db, uploadDir, operator, file, now, (tx, stored) => change(tx, { ...stored, generated: null, uploadedBy: operator.id }))
    : await db.transaction((tx) => change(tx, {}));
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
