import { eq } from 'drizzle-orm';
import { beijingDay } from '../../../lib/dates.ts';
import { formatPrice } from '../../../schemas/money.ts';
import type { Tx } from '../../db/client.ts';
import { messages, priceNegotiations, products, skus } from '../../db/schema.ts';
import type { OfferedPrice } from './rules.ts';

/*
 * What the buyer is told about a negotiation: every answer of the shop, and the end of an offer or an
 * agreed price. These are order messages (the buyer reads them in the order tab of /information) that
 * belong to no order yet. They are written in the transaction of the change, so a message exists
 * exactly when its change does.
 */

export type NegotiationEvent =
  | { kind: 'countered'; price: OfferedPrice; quantity: number; validUntil: Date }
  | { kind: 'accepted'; price: OfferedPrice; quantity: number; validUntil: Date }
  | { kind: 'rejected'; reason: string }
  | { kind: 'expired' }
  | { kind: 'retired' };

type Subject = { zh: string; en: string };
type Text = { titleZh: string; titleEn: string; bodyZh: string; bodyEn: string };

/** The price in the unit it was offered in: "¥88.00/公斤" or "每件 ¥2,200.00". */
const priceZh = (price: OfferedPrice) => (price.packPriceFen === null ? `${formatPrice(price.pricePerKgFen)}/公斤` : `每件 ${formatPrice(price.packPriceFen)}`);
const priceEn = (price: OfferedPrice) => (price.packPriceFen === null ? `${formatPrice(price.pricePerKgFen)}/kg` : `${formatPrice(price.packPriceFen)} a pack`);

const seeZh = '请在个人中心“我的议价”中查看。';
const seeEn = 'See My negotiations in your personal centre.';

/** The message about a negotiation event, in both languages, naming the product and spec. */
export function negotiationMessageText(event: NegotiationEvent, subject: Subject): Text {
  switch (event.kind) {
    case 'countered': {
      const day = beijingDay(event.validUntil);
      return {
        titleZh: '议价有新报价',
        titleEn: 'New offer on your price negotiation',
        bodyZh: `「${subject.zh}」：商家报价 ${priceZh(event.price)}，${event.quantity} 件，有效期至 ${day}。您可以接受、还价或撤回，${seeZh}`,
        bodyEn: `${subject.en}: the shop offers ${priceEn(event.price)} for ${event.quantity} packs, valid until ${day}. You can accept, counter or withdraw. ${seeEn}`,
      };
    }
    case 'accepted': {
      const day = beijingDay(event.validUntil);
      return {
        titleZh: '议价已成交',
        titleEn: 'Price negotiation agreed',
        bodyZh: `「${subject.zh}」：成交价 ${priceZh(event.price)}，最多 ${event.quantity} 件，有效期至 ${day}。结算时将自动按议价计算。${seeZh}`,
        bodyEn: `${subject.en}: agreed at ${priceEn(event.price)} for up to ${event.quantity} packs, valid until ${day}. Checkout applies the negotiated price. ${seeEn}`,
      };
    }
    case 'rejected':
      return {
        titleZh: '议价未通过',
        titleEn: 'Price negotiation declined',
        bodyZh: `「${subject.zh}」的议价未被接受，原因：${event.reason}。${seeZh}`,
        bodyEn: `${subject.en}: the shop declined your negotiation. Reason: ${event.reason}. ${seeEn}`,
      };
    case 'expired':
      return {
        titleZh: '议价已过期',
        titleEn: 'Negotiated price expired',
        bodyZh: `「${subject.zh}」的议价已过有效期，之后将按标价购买。${seeZh}`,
        bodyEn: `${subject.en}: the negotiation has expired, so the list price applies again. ${seeEn}`,
      };
    case 'retired':
      return {
        titleZh: '议价已关闭',
        titleEn: 'Price negotiation closed',
        bodyZh: `「${subject.zh}」已停售，这项议价随之关闭，不能再按议价购买。${seeZh}`,
        bodyEn: `${subject.en} is no longer sold, so this negotiation is closed and its price can no longer be used. ${seeEn}`,
      };
  }
}

/** Tells the buyer of a negotiation about an event of it. */
export async function addNegotiationMessage(tx: Tx, negotiationId: number, event: NegotiationEvent): Promise<void> {
  const [about] = await tx
    .select({ userId: priceNegotiations.userId, nameZh: products.nameZh, nameEn: products.nameEn, labelZh: skus.labelZh, labelEn: skus.labelEn })
    .from(priceNegotiations)
    .innerJoin(skus, eq(skus.id, priceNegotiations.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .where(eq(priceNegotiations.id, negotiationId));
  if (!about) return;
  const subject = { zh: `${about.nameZh} ${about.labelZh}`, en: `${about.nameEn} ${about.labelEn}` };
  await tx.insert(messages).values({ userId: about.userId, kind: 'order', ...negotiationMessageText(event, subject) });
}
