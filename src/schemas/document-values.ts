/*
 * The plain facts of product documents (data sheets and statements), apart from their zod contracts in
 * documents.ts, so the error catalogue and the pages can read them without zod.
 */

/**
 * TDS technical data sheet, SDS safety data sheet (16 sections per GB/T 16483 and GHS), COA certificate of
 * analysis (of one batch), a RoHS/REACH compliance statement, anything else.
 */
export const documentTypes = ['tds', 'sds', 'coa', 'rohsReach', 'other'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const documentTypeLabels: Record<DocumentType, { zh: string; en: string; short: string }> = {
  tds: { zh: '技术数据表', en: 'Technical data sheet', short: 'TDS' },
  sds: { zh: '安全技术说明书', en: 'Safety data sheet', short: 'SDS' },
  coa: { zh: '检验报告', en: 'Certificate of analysis', short: 'COA' },
  rohsReach: { zh: 'RoHS/REACH 声明', en: 'RoHS/REACH statement', short: 'RoHS-REACH' },
  other: { zh: '其他文件', en: 'Other document', short: 'DOC' },
};

/** The one file limit: a scanned certificate fits, a whole catalogue does not. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENTS_PER_PRODUCT = 40;
export const DOCUMENT_TITLE_MAX = 120;
export const BATCH_NO_MAX = 40;

/** `%PDF-`: a PDF is known by its first bytes, never by its name or declared type, which the sender chooses. */
export const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;
export const startsAsPdf = (head: Uint8Array): boolean => PDF_MAGIC.every((byte, index) => head[index] === byte);
