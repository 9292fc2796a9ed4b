import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import type { Locale } from '../../../schemas/common.ts';
import { formatPrice } from '../../../schemas/money.ts';
import type { PaperworkConfig } from '../../../schemas/paperwork.ts';
import { fenInChineseWords } from '../pdf/chinese-amount.ts';
import { heading, keyValues, signatureBoxes, table } from '../pdf/layout.ts';
import { type Pdf, renderPdf } from '../pdf/render.ts';
import { wording } from './wording.ts';

export type PaperLine = {
  productName: string;
  ciName: string | null;
  pack: string;
  quantity: number;
  unitPriceFen: number;
  pricePerKgFen: number;
  lineTotalFen: number;
};

/** The shop's account for bank transfers, as the transfer's payment page shows it. */
export type ReceivingAccount = { accountName: string; bankName: string; accountNumber: string };

/** What a quotation or a proforma invoice says, whatever it was made from. */
export type CommercialPaper = {
  kind: 'quotation' | 'proforma';
  language: Locale;
  /** The quotation's number, or the order's for a proforma. */
  number: string;
  issuedAt: Date;
  /** A quotation's end of validity. */
  validUntil: Date | null;
  /** A proforma's order: paid or not, by when it must be, and whether the buyer chose to pay it by bank transfer. */
  payment: { paid: boolean; deadline: Date; byBankTransfer: boolean } | null;
  /** The quotation an order was placed from, printed on its proforma. */
  quotationNo: string | null;
  /** Where to send a bank transfer; null while the shop takes none. */
  account: ReceivingAccount | null;
  buyer: { company: string | null; contact: string | null; phone: string; address: string | null };
  lines: PaperLine[];
  goodsFen: number;
  /** Null: no address was known, the freight is stated as by the shop's rules. */
  freightFen: number | null;
  freeShipping: boolean;
  totalFen: number;
};

/** The document as a PDF: letterhead, parties, lines, totals in figures and in capitals, terms and the seal area. */
export function renderPaper(paperwork: PaperworkConfig, paper: CommercialPaper): Promise<Buffer> {
  const w = wording[paper.language];
  const title = paper.kind === 'quotation' ? w.quotation : w.proforma;
  const company = paperwork.companyName[paper.language];
  return renderPdf({ title: `${title} ${paper.number}`, author: company, language: paper.language, queue: 'paperwork' }, (doc) => draw(doc, paperwork, paper));
}

function draw(doc: Pdf, paperwork: PaperworkConfig, paper: CommercialPaper) {
  const { language } = paper;
  const w = wording[language];
  const date = (at: Date) => formatDate(at.toISOString(), language);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // Letterhead
  doc.font('bold').fontSize(16).text(paperwork.companyName[language], left, doc.y, { width, align: 'center' });
  const contact = [paperwork.address[language], `${w.phone} ${paperwork.phone}`, paperwork.taxNo ? `${w.taxNo} ${paperwork.taxNo}` : null]
    .filter(Boolean)
    .join('  ·  ');
  doc
    .font('regular')
    .fontSize(9)
    .text(contact, left, doc.y + 2, { width, align: 'center' });
  const ruleY = doc.y + 6;
  doc
    .moveTo(left, ruleY)
    .lineTo(left + width, ruleY)
    .lineWidth(1)
    .strokeColor('#333333')
    .stroke();
  doc.y = ruleY + 10;
  doc
    .font('bold')
    .fontSize(18)
    .text(paper.kind === 'quotation' ? w.quotation : w.proforma, left, doc.y, { width, align: 'center' });
  doc.font('regular').fontSize(9).moveDown(0.5);

  keyValues(doc, [
    [paper.kind === 'quotation' ? w.quotationNo : w.orderNo, paper.number],
    [w.date, date(paper.issuedAt)],
    ...(paper.validUntil ? ([[w.validUntil, formatDateTime(paper.validUntil.toISOString(), language)]] as [string, string][]) : []),
    ...(paper.quotationNo ? ([[w.quotationNo, paper.quotationNo]] as [string, string][]) : []),
    ...(paper.payment ? ([[w.status, statusOf(paper.payment, w)]] as [string, string][]) : []),
  ]);

  heading(doc, w.seller, 11);
  keyValues(doc, [
    [w.company, paperwork.companyName[language]],
    [w.address, paperwork.address[language]],
    [w.phone, paperwork.phone],
    ...(paperwork.taxNo ? ([[w.taxNo, paperwork.taxNo]] as [string, string][]) : []),
    ...(paper.account
      ? ([
          [w.accountName, paper.account.accountName],
          [w.bankName, paper.account.bankName],
          [w.accountNumber, paper.account.accountNumber],
        ] as [string, string][])
      : []),
  ]);
  heading(doc, w.buyer, 11);
  keyValues(doc, [
    [w.company, paper.buyer.company ?? ''],
    [w.contact, paper.buyer.contact ?? ''],
    [w.phone, paper.buyer.phone],
    ...(paper.buyer.address ? ([[w.deliverTo, paper.buyer.address]] as [string, string][]) : []),
  ]);

  doc.moveDown(0.8);
  table(
    doc,
    [
      { header: w.product, width: 0.25 },
      { header: w.ciName, width: 0.11 },
      { header: w.pack, width: 0.12 },
      { header: w.quantity, width: 0.07, align: 'right' },
      { header: w.unitPrice, width: 0.15, align: 'right' },
      { header: w.perKg, width: 0.13, align: 'right' },
      { header: w.lineTotal, width: 0.17, align: 'right' },
    ],
    paper.lines.map((line) => [
      line.productName,
      line.ciName ?? '—',
      line.pack,
      String(line.quantity),
      formatPrice(line.unitPriceFen),
      formatPrice(line.pricePerKgFen),
      formatPrice(line.lineTotalFen),
    ]),
  );

  doc.moveDown(0.8);
  const freight = paper.freightFen === null ? w.freightByRule : paper.freeShipping ? `${formatPrice(0)} (${w.freeShipping})` : formatPrice(paper.freightFen);
  keyValues(doc, [
    [w.goods, formatPrice(paper.goodsFen)],
    [w.freight, freight],
    [w.total, formatPrice(paper.totalFen)],
    [w.totalInWords, fenInChineseWords(paper.totalFen)],
  ]);

  doc.moveDown(0.6);
  const unpaid = paper.payment && !paper.payment.paid ? paper.payment : null;
  const deadline = unpaid ? formatDateTime(unpaid.deadline.toISOString(), language) : '';
  const notes = [
    w.vat,
    ...(paper.validUntil ? [w.validity(formatDateTime(paper.validUntil.toISOString(), language))] : []),
    ...(unpaid ? [w.payBy(deadline)] : []),
    ...(paper.kind === 'proforma' ? [w.proformaNote] : []),
  ];
  for (const note of notes) doc.text(note, left, doc.y, { width });
  doc.moveDown(0.4);
  // A transfer chosen and not yet paid has its own deadline, days away: the shop's terms speak of paying online.
  const paymentTerms = unpaid?.byBankTransfer ? w.bankTransferTerms(deadline, paper.number) : paperwork.paymentTerms[language];
  keyValues(doc, [
    [w.paymentTerms, paymentTerms],
    [w.deliveryTerms, paperwork.deliveryTerms[language]],
  ]);

  // The seller's seal on the right; a quotation has the buyer's beside it.
  signatureBoxes(doc, paper.kind === 'quotation' ? [w.buyerSeal, w.seal] : [w.seal], w.signDate, 90);
}

function statusOf(payment: NonNullable<CommercialPaper['payment']>, w: (typeof wording)[Locale]) {
  if (payment.paid) return w.paid;
  return payment.byBankTransfer ? w.awaitingTransfer : w.awaitingPayment;
}
