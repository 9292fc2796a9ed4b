import { z } from 'zod';
import { applicationCodes } from './applications.ts';
import { captchaFields } from './auth.ts';
import { calendarDay } from './calendar.ts';
import { idSchema, mobileSchema } from './common.ts';
import { withExamples } from './examples.ts';
import { requirementUnits } from './requirement-values.ts';
import { textField } from './text.ts';
import { uploadedImageUrl } from './upload.ts';

const requiredText = (max: number) => textField().trim().min(1, 'validation.required').max(max, 'validation.tooLong');
/** A mobile or landline number a person can be called back on. */
const callbackNumber = z
  .string()
  .trim()
  .regex(/^(1[3-9]\d{9}|[0-9+\-() ]{7,20})$/, 'validation.contactNumber');

export const supplierMaxLength = { companyName: 100, contactName: 40, supplies: 500 } as const;

/** Supplier entry: who the company is, who to call back, and what it supplies; with a graphic captcha. */
export const supplierApplicationInput = withExamples(
  z.strictObject({
    companyName: requiredText(supplierMaxLength.companyName),
    contactName: requiredText(supplierMaxLength.contactName),
    phone: callbackNumber,
    supplies: requiredText(supplierMaxLength.supplies),
    ...captchaFields,
  }),
  {
    companyName: '苏州蓝晶颜料有限公司',
    contactName: '王经理',
    phone: '0512-66881234',
    supplies: '酞菁蓝 PB 15:3',
    captchaId: '0123456789abcdef',
    captcha: 'k7m2',
  },
);

export const requirementMaxLength = { need: 1000, contactName: 40 } as const;

/** A date in the future, as YYYY-MM-DD from a date input. */
const deadline = calendarDay();

/**
 * A 1V1 purchase requirement: a need described without a cart. A visitor who is not logged in also
 * solves a graphic captcha; the server decides that, so the captcha fields stay optional here.
 */
export const requirementInput = withExamples(
  z.strictObject({
    productId: idSchema.optional(),
    need: requiredText(requirementMaxLength.need),
    targetHex: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, 'validation.hex')
      .transform((hex) => hex.toUpperCase())
      .optional(),
    photoUrl: uploadedImageUrl.optional(),
    application: z.enum(applicationCodes, 'validation.required').optional(),
    quantity: z
      .number('validation.quantityNeeded')
      .int('validation.quantityNeeded')
      .min(1, 'validation.quantityNeeded')
      .max(1_000_000, 'validation.quantityNeeded'),
    unit: z.enum(requirementUnits, 'validation.required'),
    targetPriceFen: z.number().int().min(1, 'validation.price').max(100_000_000, 'validation.price').optional(),
    deadline: deadline.optional(),
    contactName: requiredText(requirementMaxLength.contactName),
    contactPhone: mobileSchema,
    captchaId: captchaFields.captchaId.optional(),
    captcha: captchaFields.captcha.optional(),
  }),
  ({ product, uploadedImage }) => ({
    productId: product,
    need: 'A blue for PP injection moulding',
    targetHex: '#0F4C81',
    photoUrl: uploadedImage,
    application: 'plastics',
    quantity: 500,
    unit: 'kg',
    targetPriceFen: 8_800,
    deadline: '2099-12-31',
    contactName: 'Li',
    contactPhone: '13700137000',
  }),
);

/** What the answer to a submission says: its number, to quote when calling. */
export const submittedAnswer = z.object({ id: z.number() });

/* ───────────── the buyer's own requirements (personal centre, "My requirements") ───────────── */

export const requirementStatuses = ['new', 'assigned', 'answered', 'closed'] as const;
export type RequirementStatus = (typeof requirementStatuses)[number];

export const MY_REQUIREMENTS_PAGE_SIZE = 10;
export const myRequirementListInput = withExamples(z.strictObject({ curPage: z.number().int().min(1).max(10_000).default(1) }), { curPage: 1 });

/**
 * A requirement as its buyer sees it: what they asked, where it stands and the operator's answer. Who
 * handles it inside the shop (the assignee) stays inside the shop.
 */
export const myRequirement = z.object({
  id: z.number(),
  status: z.enum(requirementStatuses),
  need: z.string(),
  productId: z.number().nullable(),
  /** In the request's language. */
  productName: z.string().nullable(),
  targetHex: z.string().nullable(),
  application: z.enum(applicationCodes).nullable(),
  quantity: z.number(),
  unit: z.enum(requirementUnits),
  targetPriceFen: z.number().nullable(),
  deadline: z.string().nullable(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MyRequirement = z.infer<typeof myRequirement>;
export const myRequirementPage = z.object({ items: z.array(myRequirement), total: z.number(), curPage: z.number(), pageCount: z.number() });
export type MyRequirementPage = z.infer<typeof myRequirementPage>;
