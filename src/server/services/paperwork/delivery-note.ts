import { asc, eq, inArray } from 'drizzle-orm';
import { formatDateTime } from '../../../lib/dates.ts';
import { formatKilograms } from '../../../lib/weight.ts';
import type { Locale } from '../../../schemas/common.ts';
import type { PaperworkConfig } from '../../../schemas/paperwork.ts';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, skus } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { messageIn } from '../../messages.ts';
import { heading, keyValues, signatureBoxes, table } from '../pdf/layout.ts';
import { type Pdf, renderPdf } from '../pdf/render.ts';
import { loadPaperwork } from './settings.ts';

type NoteLine = { productName: string; pack: string; quantity: number; netWeightGrams: number };
type NoteOrder = typeof orders.$inferSelect & { lines: NoteLine[] };

/** The orders asked for with their lines and each pack's net weight, in the order they were asked for; an unknown number is not found. */
async function notedOrders(db: Db, orderNos: string[], language: Locale): Promise<NoteOrder[]> {
  const rows = await db.select().from(orders).where(inArray(orders.orderNo, orderNos));
  // The contract lets no number through twice.
  if (rows.length !== orderNos.length) throw new ApiError('notFound');
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      productName: language === 'zh' ? orderLines.productNameZh : orderLines.productNameEn,
      pack: language === 'zh' ? orderLines.skuLabelZh : orderLines.skuLabelEn,
      quantity: orderLines.quantity,
      netWeightGrams: skus.netWeightGrams,
    })
    .from(orderLines)
    .innerJoin(skus, eq(skus.id, orderLines.skuId))
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  const byNo = new Map(rows.map((row) => [row.orderNo, { ...row, lines: lines.filter((line) => line.orderId === row.id) }]));
  return orderNos.map((orderNo) => byNo.get(orderNo)!);
}

/**
 * Delivery notes (发货单) for the warehouse, one order a page: the consignee and where the goods go, each line
 * with its packs and net weight, the total weight, and boxes for the shipper's and the receiver's signatures.
 */
export async function deliveryNotes(db: Db, orderNos: string[], language: Locale): Promise<Buffer> {
  const [notes, paperwork] = await Promise.all([notedOrders(db, orderNos, language), loadPaperwork(db)]);
  const w = (key: string) => messageIn(language, `deliveryNote.${key}`) ?? key;
  const title = notes.length === 1 ? `${w('title')} ${notes[0]!.orderNo}` : w('title');
  return renderPdf({ title, author: paperwork.companyName[language], language, queue: 'paperwork' }, (doc) =>
    notes.forEach((note, index) => {
      if (index > 0) doc.addPage();
      drawNote(doc, paperwork, note, language, w);
    }),
  );
}

function drawNote(doc: Pdf, paperwork: PaperworkConfig, note: NoteOrder, language: Locale, w: (key: string) => string) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('bold').fontSize(16).text(paperwork.companyName[language], left, doc.y, { width, align: 'center' });
  doc
    .font('regular')
    .fontSize(9)
    .text(`${paperwork.address[language]}  ·  ${paperwork.phone}`, left, doc.y + 2, { width, align: 'center' });
  doc
    .font('bold')
    .fontSize(18)
    .text(w('title'), left, doc.y + 10, { width, align: 'center' });
  doc.font('regular').fontSize(9).moveDown(0.5);

  const a = note.addressee;
  const pickup = note.deliveryWay === 'pickup';
  keyValues(doc, [
    [w('orderNo'), note.orderNo],
    [w('placedAt'), formatDateTime(note.createdAt.toISOString(), language)],
    [w('deliveryWay'), note.deliveryWay ? (messageIn(language, `checkout.delivery.${note.deliveryWay}`) ?? note.deliveryWay) : '—'],
    ...(note.logisticsCompany ? ([[w('carrier'), `${note.logisticsCompany} ${note.trackingNo ?? ''}`]] as [string, string][]) : []),
  ]);
  heading(doc, pickup ? w('collector') : w('consignee'), 11);
  keyValues(doc, [
    [w('name'), a.consignee],
    [w('mobile'), a.mobile],
    ...(pickup ? [] : ([[w('address'), `${a.province} ${a.city} ${a.district} ${a.detail}`]] as [string, string][])),
  ]);

  doc.moveDown(0.8);
  const weight = (grams: number) => `${formatKilograms(grams)} kg`;
  table(
    doc,
    [
      { header: w('product'), width: 0.4 },
      { header: w('pack'), width: 0.2 },
      { header: w('quantity'), width: 0.15, align: 'right' },
      { header: w('netWeight'), width: 0.25, align: 'right' },
    ],
    note.lines.map((line) => [line.productName, line.pack, String(line.quantity), weight(line.netWeightGrams * line.quantity)]),
  );
  doc.moveDown(0.6);
  keyValues(doc, [
    [w('totalPacks'), String(note.lines.reduce((sum, line) => sum + line.quantity, 0))],
    [w('totalWeight'), weight(note.lines.reduce((sum, line) => sum + line.netWeightGrams * line.quantity, 0))],
    ...(note.remark ? ([[w('remark'), note.remark]] as [string, string][]) : []),
  ]);
  signatureBoxes(doc, [w('shipper'), pickup ? w('collectorSigns') : w('receiverSigns')], w('signDate'), 70);
}
