import type { Pdf } from './render.ts';

export interface Column {
  header: string;
  /** Share of the text width; the shares of a table add up to 1. */
  width: number;
  align?: 'left' | 'right';
}

const cellPadding = 4;
const bodySize = 9;

export function heading(doc: Pdf, text: string, size = 13) {
  doc.moveDown(0.6).font('bold').fontSize(size).text(text, doc.page.margins.left).font('regular').fontSize(bodySize);
  doc.moveDown(0.3);
}

/** Label and value pairs, one per line, the labels in a column of their own. */
export function keyValues(doc: Pdf, pairs: [label: string, value: string][], labelWidth = 140) {
  const left = doc.page.margins.left;
  const valueWidth = textWidth(doc) - labelWidth;
  doc.fontSize(bodySize);
  for (const [label, value] of pairs) {
    const height = Math.max(doc.heightOfString(label, { width: labelWidth }), doc.heightOfString(value || '—', { width: valueWidth }));
    breakPageIfNeeded(doc, height);
    const top = doc.y;
    doc.font('bold').text(label, left, top, { width: labelWidth - cellPadding });
    doc.font('regular').text(value || '—', left + labelWidth, top, { width: valueWidth });
    doc.y = top + height + 2;
  }
  doc.x = left;
}

/** A ruled table that repeats its header row on every page it runs onto. */
export function table(doc: Pdf, columns: Column[], rows: string[][]) {
  const left = doc.page.margins.left;
  const full = textWidth(doc);
  const widths = columns.map((column) => column.width * full);
  const rowHeight = (cells: string[]) =>
    Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - 2 * cellPadding }))) + 2 * cellPadding;
  const drawRow = (cells: string[], height: number) => {
    const top = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      doc.text(cell, x + cellPadding, top + cellPadding, { width: width - 2 * cellPadding, align: columns[i]?.align ?? 'left' });
      x += width;
    });
    doc
      .moveTo(left, top + height)
      .lineTo(left + full, top + height)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.y = top + height;
  };
  const drawHeader = () => {
    doc.font('bold').fontSize(bodySize);
    const headers = columns.map((column) => column.header);
    drawRow(headers, rowHeight(headers));
    doc.font('regular');
  };
  doc.font('bold').fontSize(bodySize);
  breakPageIfNeeded(doc, rowHeight(columns.map((column) => column.header)) * 2);
  drawHeader();
  for (const row of rows) {
    const height = rowHeight(row);
    if (breakPageIfNeeded(doc, height)) drawHeader();
    drawRow(row, height);
  }
  doc.x = left;
}

function textWidth(doc: Pdf) {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function breakPageIfNeeded(doc: Pdf, height: number) {
  if (doc.y + height <= doc.page.height - doc.page.margins.bottom) return false;
  doc.addPage();
  return true;
}

/**
 * Boxes for signatures or a company seal, side by side from the right margin (one box sits on the right),
 * each with its label at the top and a line for the date at the bottom; on a new page if too little room is left.
 */
export function signatureBoxes(doc: Pdf, labels: string[], signDate: string, height: number) {
  if (doc.y + height + 30 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const left = doc.page.margins.left;
  const width = textWidth(doc);
  const gap = 20;
  const boxWidth = (width - gap) / 2;
  const top = doc.y + gap;
  labels.forEach((label, index) => {
    const x = left + width - (labels.length - index) * (boxWidth + gap) + gap;
    doc.rect(x, top, boxWidth, height).lineWidth(0.5).strokeColor('#999999').stroke();
    doc
      .font('bold')
      .fontSize(9)
      .text(label, x + 8, top + 8, { width: boxWidth - 16 });
    doc.font('regular').text(signDate, x + 8, top + height - 18, { width: boxWidth - 16 });
  });
  doc.x = left;
  doc.y = top + height + 10;
}
