import type { Tx } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';

/*
 * The buyer is told when their sample is sent or declined. A system message, as for purchase
 * requirements: order messages belong to an order, and a sample request has none.
 */

type Sent = { event: 'sent'; id: number; carrier: string; trackingNo: string };
type Declined = { event: 'declined'; id: number; reason: string };

/** The message about a sample event, in both languages. */
export function sampleMessageText(what: Sent | Declined) {
  if (what.event === 'sent') {
    return {
      titleZh: '样品已寄出',
      titleEn: 'Your sample has been sent',
      bodyZh: `您申请的样品（编号 ${what.id}）已寄出：${what.carrier}，运单号 ${what.trackingNo}。可在个人中心的“我的样品”查看。`,
      bodyEn: `Your sample (request No. ${what.id}) has been sent by ${what.carrier}, tracking number ${what.trackingNo}. See My samples in your personal centre.`,
    };
  }
  return {
    titleZh: '样品申请未通过',
    titleEn: 'Your sample request was declined',
    bodyZh: `很抱歉，您的样品申请（编号 ${what.id}）未通过：${what.reason}`,
    bodyEn: `We are sorry: your sample request (No. ${what.id}) was declined: ${what.reason}`,
  };
}

/** Tells the buyer inside the transaction that makes the move, so the message exists exactly when the move does. */
export async function addSampleMessage(tx: Tx, userId: number, what: Sent | Declined, now: Date): Promise<void> {
  await tx.insert(messages).values({ userId, kind: 'system', ...sampleMessageText(what), createdAt: now });
}
