import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Payments } from './index.ts';

/** The refund number of a stray payment: one per payment, so a retry asks the provider for the same refund. */
export const strayRefundNo = (outTradeNo: string) => `${outTradeNo}R`;

/**
 * Gives back, in full and through the provider that took it, money flagged for refund (it arrived for an
 * order already cancelled, or already paid by another attempt). A refusal or an unreachable provider
 * changes nothing; a retry or a double click asks for the same refund number, which the provider pays once.
 */
export async function refundStrayPayment(db: Db, openPayments: () => Promise<Payments>, outTradeNo: string, now: Date): Promise<void> {
  const [payment] = await db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo));
  if (!payment) throw new ApiError('notFound');
  if (!payment.needsRefund || payment.status !== 'succeeded') throw new ApiError('paymentNotOwed');

  const gateway = (await openPayments()).gateways[payment.channel];
  const outcome = gateway
    ? await gateway.refund(
        {
          outTradeNo,
          refundNo: strayRefundNo(outTradeNo),
          amountFen: payment.amountFen,
          totalFen: payment.amountFen,
          reason: `退回重复或迟到的支付 ${outTradeNo}`,
        },
        now,
      )
    : ({ ok: false, reason: `the ${payment.channel} channel is not configured` } as const);
  if (!outcome.ok)
    throw new ApiError('paymentRefundFailed', { reason: outcome.reason }, { cause: new Error(`stray refund ${outTradeNo} refused: ${outcome.reason}`) });

  // A twin call that got here first has already recorded it; the provider paid once either way.
  await db
    .update(payments)
    .set({ needsRefund: false, refundedAt: now })
    .where(and(eq(payments.id, payment.id), eq(payments.needsRefund, true)));
}
