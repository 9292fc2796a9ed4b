import { and, eq, isNull } from 'drizzle-orm';
import { documentTypeLabels } from '../../../schemas/document-values.ts';
import type { Db } from '../../db/client.ts';
import { productDocuments, products } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { invalidateCatalog } from '../catalog/changes.ts';
import { readDocumentFile, storeDocumentFile } from './files.ts';
import { renderGeneratedDocument } from './generated-content.ts';
import { type DocumentRow, isCurrentKey } from './shown.ts';

export type DocumentDownload = { bytes: Buffer; fileName: string; asciiFileName: string };

/** One rendering per sheet at a time in this process: a burst of first downloads waits for the one file. */
const rendering = new Map<string, Promise<Buffer>>();

/**
 * A generated sheet's file: made at its first download (about 0.1 s) and kept beside the uploaded ones,
 * its size then recorded so that the catalogue answers it.
 */
async function generatedFile(db: Db, uploadDir: string, row: DocumentRow, mayRender: () => boolean): Promise<Buffer> {
  const kept = await readDocumentFile(uploadDir, row.contentKey);
  if (kept) return kept;
  let made = rendering.get(row.contentKey);
  if (!made) {
    if (!mayRender()) throw new ApiError('rateLimited');
    made = (async () => {
      const bytes = await renderGeneratedDocument(row.generated!);
      await storeDocumentFile(uploadDir, row.contentKey, bytes);
      await db
        .update(productDocuments)
        .set({ sizeBytes: bytes.length })
        .where(and(eq(productDocuments.id, row.id), isNull(productDocuments.sizeBytes)));
      invalidateCatalog(db);
      return bytes;
    })().finally(() => rendering.delete(row.contentKey));
    rendering.set(row.contentKey, made);
  }
  return made;
}

/** A name any system keeps: letters, digits, dot, dash and underscore. */
const asciiPart = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '');
/** The title as a file name: without the characters file systems refuse. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
const readablePart = (text: string) => text.replace(/[\u0000-\u001f\u007f\\/:*?"<>|]+/g, ' ').trim();

/**
 * The document at `/api/documents/<id>/<key>.pdf` of a published product: only the version the key
 * names (an address never changes its content), with a file name read from its title and one in ASCII
 * for older clients. `mayRender` says whether this caller may have a generated sheet made now.
 */
export async function documentDownload(db: Db, uploadDir: string, id: number, key: string, mayRender: () => boolean): Promise<DocumentDownload> {
  const [found] = await db
    .select({ document: productDocuments, code: products.code })
    .from(productDocuments)
    .innerJoin(products, eq(products.id, productDocuments.productId))
    .where(and(eq(productDocuments.id, id), eq(products.published, true)));
  if (!found || !isCurrentKey(found.document, key)) throw new ApiError('notFound');
  const { document, code } = found;
  const bytes = document.generated ? await generatedFile(db, uploadDir, document, mayRender) : await readDocumentFile(uploadDir, document.contentKey);
  if (!bytes) throw new ApiError('notFound');
  const type = documentTypeLabels[document.type].short;
  const batch = document.batchNo ?? '';
  return {
    bytes,
    fileName: `${[readablePart(document.title) || type, readablePart(batch)].filter(Boolean).join(' ')} (${document.versionDate}).pdf`,
    asciiFileName: `${[code, type, document.language, document.versionDate, batch].map(asciiPart).filter(Boolean).join('_')}.pdf`,
  };
}
