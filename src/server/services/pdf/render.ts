import PDFDocument from 'pdfkit';
import { jobGate } from '../job-gate.ts';
import { fontNames, parsedFont } from './fonts.ts';

export type Pdf = PDFKit.PDFDocument;

export interface PdfMeta {
  title: string;
  author: string;
  language: 'zh' | 'en';
  /** The creation date the file states (the moment of rendering if not given). */
  createdAt?: Date;
}

/** Two documents at a time per process: each holds a core for about 0.1 s, and a burst waits its turn as "busy". */
const pdfGate = jobGate(2);

/**
 * Renders an A4 document with the shop's fonts registered as `regular` and `bold` (regular selected).
 * `draw` lays out the content synchronously; the finished file is returned whole.
 */
export function renderPdf(meta: PdfMeta, draw: (doc: Pdf) => void): Promise<Buffer> {
  return pdfGate(
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
        for (const name of fontNames) doc.registerFont(name, parsedFont(name) as unknown as Buffer);
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
