import type { ProductDocument } from '../../../schemas/documents.ts';
import { productDocuments } from '../../db/schema.ts';

export type DocumentRow = typeof productDocuments.$inferSelect;
/** What the catalogue keeps of a document: not what a generated one says, which only its download reads. */
export type ShownRow = Pick<DocumentRow, 'id' | 'productId' | 'type' | 'language' | 'title' | 'batchNo' | 'versionDate' | 'contentKey' | 'sizeBytes'>;

/** How much of the content key the address carries: enough that no two versions of a document share it. */
const KEY_IN_URL = 16;

/** `/api/documents/<id>/<key>.pdf`: a new file or version gets a new address, so each may be cached for good. */
const documentUrl = (row: Pick<DocumentRow, 'id' | 'contentKey'>) => `/api/documents/${row.id}/${row.contentKey.slice(0, KEY_IN_URL)}.pdf`;

/** Whether an address's key names this version of the document. */
export const isCurrentKey = (row: Pick<DocumentRow, 'contentKey'>, key: string) => key.length === KEY_IN_URL && row.contentKey.startsWith(key);

export function shownDocument(row: ShownRow): ProductDocument {
  return {
    type: row.type,
    language: row.language,
    title: row.title,
    versionDate: row.versionDate,
    batchNo: row.batchNo,
    url: documentUrl(row),
    sizeBytes: row.sizeBytes,
  };
}

export const shownColumns = {
  id: productDocuments.id,
  productId: productDocuments.productId,
  type: productDocuments.type,
  language: productDocuments.language,
  title: productDocuments.title,
  batchNo: productDocuments.batchNo,
  versionDate: productDocuments.versionDate,
  contentKey: productDocuments.contentKey,
  sizeBytes: productDocuments.sizeBytes,
};

/** Types in the list's order (data sheets first), then newest version first. */
export function byTypeThenNewest(a: ShownRow, b: ShownRow, typeOrder: readonly string[]): number {
  return typeOrder.indexOf(a.type) - typeOrder.indexOf(b.type) || b.versionDate.localeCompare(a.versionDate) || a.id - b.id;
}
