import { z } from 'zod';
import { idSchema, mobileSchema } from './common.ts';
import { companyMaxLength, companyRoles, companyStates } from './company-values.ts';
import { isCreditCode } from './credit-code.ts';
import { withExamples } from './examples.ts';
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
