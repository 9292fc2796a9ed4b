import { z } from 'zod';
import { withExamples } from './examples.ts';
import { attemptStatuses, paymentChannels } from './order-values.ts';
import { paymentPlaces } from './payments.ts';

/** A pay-for-me token: 32 random bytes in base64url. */
export const payLinkToken = z.string().regex(/^[\w-]{43}$/, 'validation.required');

/** The owner's pay-for-me link: the page's address with the token, working until the order's payment deadline. */
export const shareLink = z.object({ url: z.string(), expiresAt: z.string() });
export type ShareLinkView = z.infer<typeof shareLink>;

export const payLinkInput = withExamples(z.strictObject({ token: payLinkToken }), ({ payLink }) => ({ token: payLink }));

const providerChannels = paymentChannels.filter((channel) => channel !== 'bankTransfer') as ['alipay' | 'wechat', ...('alipay' | 'wechat')[]];
export const payLinkStartInput = withExamples(
  payLinkInput.extend({
    channel: z.enum(providerChannels),
    /** Inside WeChat: the payer's signed openid, answered by payFor/wechatOpenid for this link. */
    payer: z.string().max(512).optional(),
  }),
  ({ payLink }) => ({ token: payLink, channel: 'alipay' }),
);
export const payLinkOpenidInput = withExamples(payLinkInput.extend({ code: z.string().regex(/^[\w-]{1,128}$/, 'validation.required') }), ({ payLink }) => ({
  token: payLink,
  code: 'SBX00000000000000000000000000000000000000',
}));
/** The payer's openid signed for this link and a few hours: kept by the payer's tab, never on anyone's account. */
export const payLinkPayer = z.object({ payer: z.string() });

/** What a pay-for-me link shows: nothing of the buyer, only what the payer needs to pay. */
export const payLinkView = z.object({
  orderNo: z.string(),
  totalFen: z.number(),
  payDeadline: z.string(),
  /** The seller, as on its paperwork. */
  shop: z.string(),
  lines: z.array(z.object({ name: z.string() })),
  channels: z.array(z.enum(providerChannels)),
  place: z.enum(paymentPlaces),
  alipayElsewhere: z.boolean(),
  sandbox: z.boolean(),
  attempt: z.object({ status: z.enum(attemptStatuses) }).nullable(),
});
export type PayLinkView = z.infer<typeof payLinkView>;
