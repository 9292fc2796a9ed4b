import { z } from 'zod';
import { idSchema } from './common.ts';
import { withExamples } from './examples.ts';
import { textField } from './text.ts';

/*
 * Sample requests (样品申请): a logged-in buyer asks for a small pack of one product, in one of the sizes
 * the product offers, to be sent to one of their addresses. The operator sends it with a tracking number
 * or declines it with a reason; the buyer follows it in the personal centre.
 */

/** The sizes a new product offers as samples, in grams, until the operator sets its own. */
export const DEFAULT_SAMPLE_SIZES_GRAMS = [100, 500] as const;
/** The largest sample the editor accepts, in grams, and how many sizes a product may offer. */
export const MAX_SAMPLE_GRAMS = 5000;
export const MAX_SAMPLE_SIZES = 6;

/** A product's sample sizes as the product editor sends them: distinct, ascending, at most MAX_SAMPLE_SIZES. */
export const sampleSizesField = z
  .array(z.number('validation.sampleSize').int('validation.sampleSize').min(1, 'validation.sampleSize').max(MAX_SAMPLE_GRAMS, 'validation.sampleSize'))
  .max(MAX_SAMPLE_SIZES, 'validation.sampleSize')
  .transform((sizes) => [...new Set(sizes)].sort((a, b) => a - b));

/**
 * How many requests one customer may have: waiting for the operator at a time, and for one product in a
 * calendar month (Beijing time; declined ones do not count).
 */
export const SAMPLE_LIMITS = { openPerCustomer: 3, perProductPerMonth: 1 } as const;

/** The operator promises to send or decline within 24 hours: overdue while still requested after that. */
export const SAMPLE_ANSWER_HOURS = 24;

export const sampleStatuses = ['requested', 'sent', 'declined', 'closed'] as const;
export type SampleStatus = (typeof sampleStatuses)[number];
/** The statuses in which a request waits for the operator, so it counts as open and its promise clock runs. */
export const sampleWaitingStatuses = ['requested'] as const satisfies readonly SampleStatus[];

/** Sent (with tracking) or declined (with a reason) once requested; a sent sample is closed when done. All others are final. */
export const sampleMoves = {
  send: ['requested'],
  decline: ['requested'],
  close: ['sent'],
} as const satisfies Record<string, readonly SampleStatus[]>;
export type SampleMove = keyof typeof sampleMoves;

export const sampleMaxLength = { purpose: 200, company: 100, note: 500, carrier: 40, trackingNo: 40, reason: 200 } as const;

const requiredText = (max: number) => textField('validation.required').trim().min(1, 'validation.required').max(max, 'validation.tooLong');
const optionalText = (max: number) =>
  textField('validation.tooLong')
    .trim()
    .max(max, 'validation.tooLong')
    .transform((text) => (text === '' ? undefined : text))
    .optional();

export const sampleProductInput = withExamples(z.strictObject({ productId: idSchema }), ({ product }) => ({ productId: product }));
/** What the request form needs to know of a product: the sizes it offers and the limits. */
export const sampleOptions = z.object({
  productId: z.number(),
  productName: z.string(),
  sizes: z.array(z.number()),
  limits: z.object({ openPerCustomer: z.number(), perProductPerMonth: z.number() }),
});
export type SampleOptions = z.infer<typeof sampleOptions>;

export const sampleApplyInput = withExamples(
  z.strictObject({
    productId: idSchema,
    sizeGrams: z.number('validation.sampleSize').int('validation.sampleSize').positive('validation.sampleSize'),
    purpose: requiredText(sampleMaxLength.purpose),
    company: requiredText(sampleMaxLength.company),
    addressId: idSchema,
    note: optionalText(sampleMaxLength.note),
  }),
  ({ product, address }) => ({
    productId: product,
    sizeGrams: 100,
    purpose: '塑料着色试样',
    company: '上海彩虹涂料有限公司',
    addressId: address,
    note: '请附 SDS',
  }),
);
/** The request's number, to quote when calling. */
export const sampleApplied = z.object({ id: z.number() });

export const MY_SAMPLES_PAGE_SIZE = 10;
const curPage = z.number().int().min(1).max(10_000).default(1);
export const mySampleListInput = withExamples(z.strictObject({ curPage }), { curPage: 1 });

/** A request as its buyer sees it. */
export const mySample = z.object({
  id: z.number(),
  status: z.enum(sampleStatuses),
  productId: z.number(),
  /** In the reader's language. */
  productName: z.string(),
  sizeGrams: z.number(),
  purpose: z.string(),
  company: z.string(),
  /** The delivery address as it was when requested: consignee, mobile and the address in one line. */
  consignee: z.string(),
  mobile: z.string(),
  address: z.string(),
  note: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  sentAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  declinedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MySample = z.infer<typeof mySample>;
export const mySamplePage = z.object({ items: z.array(mySample), total: z.number(), curPage: z.number(), pageCount: z.number() });
export type MySamplePage = z.infer<typeof mySamplePage>;

/* ───────────── the operator's side (/api/admin/sample) ───────────── */

export const ADMIN_SAMPLES_PAGE_SIZE = 20;

export const adminSampleListInput = withExamples(
  z.strictObject({
    status: z.enum(sampleStatuses).optional(),
    overdueOnly: z.boolean().default(false),
    curPage,
  }),
  { status: 'requested', overdueOnly: false, curPage: 1 },
);

export const adminSample = mySample.extend({
  customerPhone: z.string(),
  /** Whole minutes since it was requested, and whether the 24-hour promise is broken. */
  ageMinutes: z.number(),
  overdue: z.boolean(),
});
export type AdminSample = z.infer<typeof adminSample>;
export const adminSamplePage = z.object({
  items: z.array(adminSample),
  total: z.number(),
  curPage: z.number(),
  pageCount: z.number(),
  overdue: z.number(),
});
export type AdminSamplePage = z.infer<typeof adminSamplePage>;

export const sendSampleInput = withExamples(
  z.strictObject({
    id: idSchema,
    carrier: requiredText(sampleMaxLength.carrier),
    trackingNo: requiredText(sampleMaxLength.trackingNo),
  }),
  { id: 90001, carrier: '顺丰速运', trackingNo: 'SF1234567890' },
);
export const declineSampleInput = withExamples(z.strictObject({ id: idSchema, reason: requiredText(sampleMaxLength.reason) }), {
  id: 90001,
  reason: '暂无样品',
});
