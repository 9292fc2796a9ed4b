import { createHash } from 'node:crypto';
import type { Locale } from '../../../schemas/common.ts';
import { renderPdf } from '../pdf/render.ts';
import { drawDataSheet } from './data-sheet.ts';
import { drawSafetySheet } from './safety-sheet.ts';

/**
 * What a generated data sheet says, in its one language, fixed when it was issued: a later edit of the
 * product does not change a sheet already handed out (as with a printed one), a new version would.
 */
export type GeneratedDocument = {
  kind: 'tds' | 'sds';
  language: Locale;
  title: string;
  versionDate: string;
  product: {
    code: string;
    name: string;
    productKind: 'inorganic' | 'organic' | 'dye' | 'paste';
    ciName: string | null;
    ciNumber: string | null;
    ciLongName: string | null;
    chemistry: string;
    cas: string | null;
    hex: string | null;
    form: string;
    origin: string;
    parameters: { name: string; value: string }[];
    uses: string[];
  };
  manufacturer: string;
  supplier: { name: string; address: string; phone: string; email: string };
};

/** Changes when the sheets' layout or wording changes, so that a new layout gets a new address. */
const LAYOUT_VERSION = 1;

/** The address part of a generated sheet: the hash of what it says and of the layout it is drawn with. */
export function generatedContentKey(content: GeneratedDocument): string {
  return createHash('sha256')
    .update(`${LAYOUT_VERSION}\n${JSON.stringify(content)}`)
    .digest('hex');
}

export function renderGeneratedDocument(content: GeneratedDocument): Promise<Buffer> {
  const draw = content.kind === 'sds' ? drawSafetySheet : drawDataSheet;
  return renderPdf(
    {
      title: content.title,
      author: content.supplier.name,
      language: content.language,
      createdAt: new Date(`${content.versionDate}T00:00:00+08:00`),
      queue: 'dataSheet',
    },
    (doc) => draw(doc, content),
  );
}
