import PDFDocument from 'pdfkit';
import { jobGate } from '../job-gate.ts';
import { documentFont, fontNames } from './fonts.ts';

export type Pdf = PDFKit.PDFDocument;

export interface PdfMeta {
  title: string;
  author: string;
  language: 'zh' | 'en';
  /** The creation date the file states (the moment of rendering if not given). */
  createdAt?: Date;
  /** Which queue it waits in: a customer's quotation or proforma, or a product's data sheet made on its first download. */
  queue: 'paperwork' | 'dataSheet';
}

/**
 * Each document holds a core for about 0.1 s; a burst past these is told "busy". Data sheets have a
 * queue of their own, so that a crawler opening every product's sheets never keeps a buyer from a quotation.
 */
const gates = { paperwork: jobGate(2), dataSheet: jobGate(1) };

/**
 * Renders an A4 document with the shop's fonts registered as `regular` and `bold` (regular selected).
 * `draw` lays out the content synchronously; the finished file is returned whole.
 */
export function renderPdf(meta: PdfMeta, draw: (doc: Pdf) => void): Promise<Buffer> {
  return gates[meta.queue](
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const doc = new PDFDocument({
          size: 'A4',
          margin: 50,
          lang: meta.language === 'zh' ? 'zh-CN' : 'en',
          info: { Title: meta.title, Author: meta.author, Producer: meta.author, ...(meta.createdAt && { CreationDate: meta.createdAt }) },
          displayTitle: true,
          // No Helvetica: reading its metrics for every document costs more than a page of text.
          font: '',
        });
        const chunks: Buffer[] = [];
        doc.on('data', (chunk: Buffer) => chunks.push(chunk));
        doc.on('end', () => resolve(Buffer.concat(chunks)));
        doc.on('error', reject);
        // PDFKit takes a parsed fontkit font as it takes a file.
        for (const name of fontNames) doc.registerFont(name, documentFont(name, meta.language) as unknown as Buffer);
        doc.font('regular');
        try {
          draw(doc);
          doc.end();
        } catch (error) {
          reject(error);
        }
      }),
  );
}
