import type { Pdf } from '../pdf/render.ts';
import type { GeneratedDocument } from './generated-content.ts';

const versionLabel = { zh: '版本日期', en: 'Version date' };
const issuedBy = { zh: '发布', en: 'Issued by' };

/** The sheet's name, the product's, and its version date, above a rule. */
export function sheetHeader(doc: Pdf, content: GeneratedDocument, sheetName: string): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('bold').fontSize(18).text(sheetName, left, doc.y, { width });
  doc.fontSize(13).text(content.product.name, { width });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#555555')
    .text(`${versionLabel[content.language]}: ${content.versionDate} · ${content.product.code}`, { width })
    .fillColor('#000000');
  doc.moveDown(0.4);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(1)
    .strokeColor('#333333')
    .stroke();
  doc.moveDown(0.4);
}

/** Who issued the sheet and how to reach them, after the last section. */
export function sheetFooter(doc: Pdf, content: GeneratedDocument): void {
  const { supplier } = content;
  doc.moveDown(1.2);
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(`${issuedBy[content.language]}: ${supplier.name} · ${supplier.address} · ${supplier.phone} · ${supplier.email}`, doc.page.margins.left)
    .fillColor('#000000');
}
