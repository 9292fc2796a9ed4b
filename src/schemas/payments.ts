import { z } from 'zod';
import { bankTransferView } from './bank-transfer.ts';
import { withExamples } from './examples.ts';
import { attemptStatuses, paymentChannels } from './order-values.ts';
import { orderNoInput, orderStatuses } from './orders.ts';

export { paymentChannels };
export type PaymentChannel = (typeof paymentChannels)[number];

/** Where the buyer pays, which decides the way: inside WeChat (JSAPI), a phone's browser (H5, WAP) or a computer (QR, page). */
export const paymentPlaces = ['desktop', 'phone', 'wechat'] as const;
export type PaymentPlace = (typeof paymentPlaces)[number];

export const startPaymentInput = withExamples(orderNoInput.extend({ channel: z.enum(paymentChannels) }), ({ unpaidOrder }) => ({
  orderNo: unpaidOrder,
  channel: 'wechat',
}));

/** The parameters of WeixinJSBridge's getBrandWCPayRequest, signed by the shop. */
export const jsapiParams = z.object({
  appId: z.string().max(64),
  timeStamp: z.string().regex(/^\d{1,12}$/),
  nonceStr: z.string().max(64),
  package: z.string().max(128),
  signType: z.literal('RSA'),
  paySign: z.string().max(1024),
});

/**
 * Sent to the provider's page, a code to scan (in the sandbox with the cashier that stands in for the phone), a phone
 * page that opens the provider's app, WeChat's payment sheet, or first WeChat's authorisation for the buyer's openid.
 */
export const startedPayment = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bankTransfer'), bankTransfer: bankTransferView }),
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  z.object({ kind: z.literal('qr'), codeUrl: z.string(), sandboxCashierUrl: z.string().nullable() }),
  z.object({ kind: z.literal('h5'), url: z.string() }),
  z.object({ kind: z.literal('jsapi'), params: jsapiParams }),
  z.object({ kind: z.literal('oauth'), url: z.string(), state: z.string() }),
]);
export type StartedPaymentView = z.infer<typeof startedPayment>;

/** What the payment page shows and polls: the order's state and its latest payment attempt. */
export const paymentState = z.object({
  orderNo: z.string(),
  orderStatus: z.enum(orderStatuses),
  totalFen: z.number(),
  payDeadline: z.string(),
  channels: z.array(z.enum(paymentChannels)),
  /** Where the server judged the buyer to be; inside WeChat a shop with Alipay says to open the page in the system browser. */
  place: z.enum(paymentPlaces),
  alipayElsewhere: z.boolean(),
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
/** The stand-in for WeChat's payment sheet: the parameters the page was given and the buyer's choice. */
export const sandboxJsapiInput = z.strictObject({ ...jsapiParams.shape, outcome: z.enum(sandboxOutcomes) });

/**
 * WeChat's authorisation came back to the payment page with a code, which the server exchanges for the openid.
 * The example's code is one WeChat never gave out: the exchange is refused and the account keeps no openid.
 */
export const wechatOpenidInput = withExamples(z.strictObject({ code: z.string().regex(/^[\w-]{1,128}$/, 'validation.required') }), {
  code: 'SBX00000000000000000000000000000000000000',
});
