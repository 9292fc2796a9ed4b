import { z } from 'zod';
import { bankTransferView } from './bank-transfer.ts';
import { paymentChannels } from './order-values.ts';
import { orderNoInput, orderStatuses } from './orders.ts';

export { paymentChannels };
export type PaymentChannel = (typeof paymentChannels)[number];
export const attemptStatuses = ['pending', 'succeeded', 'failed', 'cancelled'] as const;

export const startPaymentInput = orderNoInput.extend({ channel: z.enum(paymentChannels) });

/** Sent to the provider's page, or a code to scan; in the sandbox the code comes with the cashier that stands in for the phone. */
export const startedPayment = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bankTransfer'), bankTransfer: bankTransferView }),
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  z.object({ kind: z.literal('qr'), codeUrl: z.string(), sandboxCashierUrl: z.string().nullable() }),
]);
export type StartedPaymentView = z.infer<typeof startedPayment>;

/** What the payment page shows and polls: the order's state and its latest payment attempt. */
export const paymentState = z.object({
  orderNo: z.string(),
  orderStatus: z.enum(orderStatuses),
  totalFen: z.number(),
  payDeadline: z.string(),
  channels: z.array(z.enum(paymentChannels)),
  sandbox: z.boolean(),
  attempt: z.object({ channel: z.enum(paymentChannels), status: z.enum(attemptStatuses) }).nullable(),
  /** Once the buyer chose a bank transfer: the shop's account, the remark, the amount, the deadline and the receipt's state. */
  bankTransfer: bankTransferView.nullable(),
});
export type PaymentState = z.infer<typeof paymentState>;

/* The sandbox cashier, which stands in for the providers' own pages. */
export const sandboxTradeInput = z.strictObject({ tradeNo: z.string().regex(/^\d{20,40}$/, 'validation.required') });
export const sandboxOutcomes = ['pay', 'fail', 'cancel'] as const;
export const sandboxCompleteInput = sandboxTradeInput.extend({ outcome: z.enum(sandboxOutcomes) });
export const sandboxTrade = z.object({
  tradeNo: z.string(),
  channel: z.enum(paymentChannels),
  amountFen: z.number(),
  subject: z.string(),
  status: z.string(),
});
export type SandboxTradeView = z.infer<typeof sandboxTrade>;
export const sandboxCompleted = z.object({ returnUrl: z.string().nullable() });
