import { z } from 'zod';
import { idSchema, mobileSchema } from './common.ts';
import { companyActions, companyMaxLength, companyRoles, companyStates, invitedRoles } from './company-values.ts';
import { isCreditCode } from './credit-code.ts';
import { withExamples } from './examples.ts';
import { MAX_ORDER_TOTAL_FEN } from './order-values.ts';
import { textField } from './text.ts';

const required = { message: 'validation.required', abort: true } as const;
const requiredText = (max: number) => textField('validation.required').trim().min(1, required).max(max, 'validation.tooLong');

/** Read in upper case without the spaces people type to group it, then checked with its check character. */
const creditCodeSchema = textField('validation.required')
  .overwrite((value) => value.replace(/\s/g, '').toUpperCase())
  .min(1, required)
  .refine(isCreditCode, 'validation.creditCode');

export const companyFields = withExamples(
  z.strictObject({
    name: requiredText(companyMaxLength.name),
    creditCode: creditCodeSchema,
    address: requiredText(companyMaxLength.address),
    contactName: requiredText(companyMaxLength.contactName),
    contactPhone: mobileSchema,
  }),
  { name: '上海彩丰涂料有限公司', creditCode: '91350100M000100Y43', address: '上海市浦东新区科苑路 88 号', contactName: '张明', contactPhone: '13800138000' },
);
export type CompanyFields = z.output<typeof companyFields>;

export const company = z.object({
  id: z.number(),
  name: z.string(),
  creditCode: z.string(),
  address: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  state: z.enum(companyStates),
  /** Why the operator turned it down, shown to its members until they change it. */
  rejectReason: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The reader's own role in it. */
  myRole: z.enum(companyRoles),
});
export type Company = z.infer<typeof company>;
/** The reader's company, or null when they belong to none. */
export const myCompany = company.nullable();

export const adminCompanyListInput = withExamples(
  z.strictObject({
    state: z.enum(companyStates).optional(),
    /** Part of the name, the credit code or the owner's mobile. */
    keyword: textField().trim().max(40).optional(),
    curPage: z.number().int().min(1).max(100_000).default(1),
  }),
  { state: 'pending', curPage: 1 },
);
export const adminCompany = company.omit({ myRole: true }).extend({ ownerPhone: z.string(), memberCount: z.number() });
export type AdminCompany = z.infer<typeof adminCompany>;
export const adminCompanyPage = z.object({ items: z.array(adminCompany), curPage: z.number(), pageCount: z.number(), total: z.number() });

/** The operator's decision: approve, or turn down with the reason the company's members will read. */
export const companyVerifyInput = withExamples(
  z
    .strictObject({ id: idSchema, approve: z.boolean(), reason: textField().trim().max(companyMaxLength.rejectReason, 'validation.tooLong').default('') })
    .refine((input) => input.approve || input.reason !== '', { message: 'validation.required', path: ['reason'] }),
  { id: 90001, approve: false, reason: '营业执照上的名称与填写的不一致' },
);

export const memberInviteInput = withExamples(z.strictObject({ phone: mobileSchema, role: z.enum(invitedRoles) }), {
  phone: '13912345670',
  role: 'buyer',
});

/** A spending limit in fen, or null for none: at most what one order may come to. */
const limitFen = z
  .number({ error: 'validation.limit' })
  .int('validation.limit')
  .positive('validation.limit')
  .max(MAX_ORDER_TOTAL_FEN, 'validation.limit')
  .nullable();
export const memberUpdateInput = withExamples(
  z.strictObject({ userId: idSchema, role: z.enum(invitedRoles), orderLimitFen: limitFen, monthlyLimitFen: limitFen }),
  { userId: 90001, role: 'buyer', orderLimitFen: 5_000_000, monthlyLimitFen: 20_000_000 },
);
/** A member let go by a manager, or a member leaving (their own id). */
export const memberRemoveInput = withExamples(z.strictObject({ userId: idSchema }), { userId: 90001 });
export const invitationAnswerInput = withExamples(z.strictObject({ id: idSchema, accept: z.boolean() }), { id: 90001, accept: false });
export const invitationCancelInput = withExamples(z.strictObject({ id: idSchema }), { id: 90001 });

export const companyMember = z.object({
  userId: z.number(),
  phone: z.string(),
  nickname: z.string().nullable(),
  role: z.enum(companyRoles),
  orderLimitFen: z.number().nullable(),
  monthlyLimitFen: z.number().nullable(),
  joinedAt: z.string(),
});
export type CompanyMember = z.infer<typeof companyMember>;
export const openInvitation = z.object({ id: z.number(), phone: z.string(), role: z.enum(invitedRoles), createdAt: z.string(), expiresAt: z.string() });
export type OpenInvitation = z.infer<typeof openInvitation>;
/** The company's people: members, and the invitations not yet answered (lapsed ones left out). */
export const companyPeople = z.object({ members: z.array(companyMember), invitations: z.array(openInvitation) });
export type CompanyPeople = z.infer<typeof companyPeople>;
/** The people left after a removal; null for a member who left. */
export const memberRemoved = companyPeople.nullable();

/** An invitation to the reader, from a company. */
export const myInvitation = z.object({
  id: z.number(),
  companyName: z.string(),
  verified: z.boolean(),
  role: z.enum(invitedRoles),
  invitedByPhone: z.string(),
  expiresAt: z.string(),
});
export type MyInvitation = z.infer<typeof myInvitation>;
export const myInvitations = z.array(myInvitation);

export const activityListInput = withExamples(z.strictObject({ curPage: z.number().int().min(1).max(100_000).default(1) }), { curPage: 1 });
export const activityEntry = z.object({
  id: z.number(),
  action: z.enum(companyActions),
  /** Null: the shop. */
  actorPhone: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;
export const activityPage = z.object({ items: z.array(activityEntry), curPage: z.number(), pageCount: z.number(), total: z.number() });
