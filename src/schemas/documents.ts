import { z } from 'zod';
import { LATEST_DAY } from './calendar.ts';
import { idSchema, locales } from './common.ts';
import { BATCH_NO_MAX, DOCUMENT_TITLE_MAX, documentTypes } from './document-values.ts';
import { textField } from './text.ts';

export * from './document-values.ts';

/** A product's document as the catalogue answers it: `url` never changes its content, so it may be cached for good. */
export const productDocument = z.object({
  type: z.enum(documentTypes),
  language: z.enum(locales),
  title: z.string(),
  /** `YYYY-MM-DD`. */
  versionDate: z.string(),
  /** A certificate of analysis: the batch it tests. */
  batchNo: z.string().nullable(),
  url: z.string(),
  /** Null only for a generated document not yet made (it is made at its first download). */
  sizeBytes: z.number().nullable(),
});
export type ProductDocument = z.infer<typeof productDocument>;

const versionDate = z
  .string('validation.versionDate')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.versionDate')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1990-01-01' && value <= LATEST_DAY;
  }, 'validation.versionDate');

const fields = z.strictObject({
  type: z.enum(documentTypes, 'validation.documentType'),
  language: z.enum(locales, 'validation.documentLanguage'),
  title: textField('validation.required').trim().min(1, 'validation.required').max(DOCUMENT_TITLE_MAX, 'validation.documentTitleTooLong'),
  versionDate,
  batchNo: textField().trim().max(BATCH_NO_MAX, 'validation.batchNoTooLong').optional(),
});
/** A certificate of analysis names the batch it tests. */
const namesItsBatch = (value: { type: string; batchNo?: string | undefined }) => value.type !== 'coa' || Boolean(value.batchNo);
const batchIssue = { path: ['batchNo'], message: 'validation.batchNoRequired' };
/** Multipart text fields arrive as strings. */
const formId = z.coerce.number('validation.required').pipe(idSchema);

/** POST /api/admin/catalog/document/upload, multipart: `file` (a PDF) and these text fields. */
export const documentUpload = fields.extend({ productId: formId }).refine(namesItsBatch, batchIssue);
export type DocumentUpload = z.infer<typeof documentUpload>;
/** POST /api/admin/catalog/document/replace, multipart: these and a new `file`, or no file to change only the fields. */
export const documentReplace = fields.extend({ id: formId }).refine(namesItsBatch, batchIssue);
export type DocumentReplace = z.infer<typeof documentReplace>;
/** The editor's form before a file is chosen. */
export const documentForm = fields.refine(namesItsBatch, batchIssue);

/** A document as the product editor lists it. */
export const adminDocument = productDocument.extend({
  id: z.number(),
  /** The uploaded file's own name; null for a generated one. */
  fileName: z.string().nullable(),
  generated: z.boolean(),
  updatedAt: z.string(),
});
export type AdminDocument = z.infer<typeof adminDocument>;
