import { z } from 'zod';
import { idSchema } from './common.ts';
import { withExamples } from './examples.ts';
import { textField } from './text.ts';
import { myRequirement, type RequirementStatus, requirementStatuses } from './trade.ts';

/*
 * The operator's side of the trade forms (/api/admin/requirement, /api/admin/supplier): lists with the
 * age of each entry and the promise it is held to, and the moves each status allows. The islands use the
 * same move tables to offer only the actions the server will accept.
 */

/** Supplier entry promises a call back within 24 hours: overdue while still new after that. */
export const SUPPLIER_CONTACT_HOURS = 24;
/** The shop holds itself to answering a 1V1 requirement within 24 hours: overdue while unanswered after that. */
export const REQUIREMENT_ANSWER_HOURS = 24;

/** The statuses in which a requirement waits for its answer, so its promise clock runs. */
export const requirementWaitingStatuses = ['new', 'assigned'] as const satisfies readonly RequirementStatus[];

/**
 * The moves of a requirement, by the statuses each may start from. Assigning (again) is for work not yet
 * answered; answering again replaces the answer (a correction or a better offer) and tells the buyer again;
 * closing ends it from any open status. Closed is final.
 */
export const requirementMoves = {
  assign: ['new', 'assigned'],
  answer: ['new', 'assigned', 'answered'],
  close: ['new', 'assigned', 'answered'],
} as const satisfies Record<string, readonly RequirementStatus[]>;
export type RequirementMove = keyof typeof requirementMoves;

export const supplierStatuses = ['new', 'contacted', 'accepted', 'rejected'] as const;
export type SupplierStatus = (typeof supplierStatuses)[number];
export const supplierWaitingStatuses = ['new'] as const satisfies readonly SupplierStatus[];

/** Contacted once; accepted or rejected after a call or straight away (a plain spam entry); both final. */
export const supplierMoves = {
  contacted: ['new'],
  accept: ['new', 'contacted'],
  reject: ['new', 'contacted'],
} as const satisfies Record<string, readonly SupplierStatus[]>;
export type SupplierMove = keyof typeof supplierMoves;

export const canMove = <S extends string>(from: readonly S[], status: S): boolean => from.includes(status);

const curPage = z.number().int().min(1).max(10_000).default(1);
const requiredText = (max: number) => textField('validation.required').trim().min(1, 'validation.required').max(max, 'validation.tooLong');

/** How long an entry has waited, by the server's clock, and whether its promise is broken. */
const promiseFields = {
  /** Whole minutes since it was sent. */
  ageMinutes: z.number(),
  overdue: z.boolean(),
};

export const ADMIN_TRADE_PAGE_SIZE = 20;

/* ───────────── requirements ───────────── */

export const adminRequirementListInput = withExamples(
  z.strictObject({
    status: z.enum(requirementStatuses).optional(),
    overdueOnly: z.boolean().default(false),
    curPage,
  }),
  { status: 'new', overdueOnly: false, curPage: 1 },
);

export const adminRequirement = myRequirement.extend({
  /** The buyer's account phone; null for a visitor who was not logged in (answered by phone only). */
  customerPhone: z.string().nullable(),
  contactName: z.string(),
  contactPhone: z.string(),
  photoUrl: z.string().nullable(),
  assignee: z.string().nullable(),
  closedAt: z.string().nullable(),
  ...promiseFields,
});
export type AdminRequirement = z.infer<typeof adminRequirement>;

/** A page of the list, with how many requirements are overdue in all (whatever the filter). */
export const adminRequirementPage = z.object({
  items: z.array(adminRequirement),
  total: z.number(),
  curPage: z.number(),
  pageCount: z.number(),
  overdue: z.number(),
});
export type AdminRequirementPage = z.infer<typeof adminRequirementPage>;

export const assignRequirementInput = withExamples(z.strictObject({ id: idSchema, assignee: requiredText(40) }), ({ requirement }) => ({
  id: requirement,
  assignee: '王',
}));
export const answerRequirementInput = withExamples(z.strictObject({ id: idSchema, answer: requiredText(2000) }), ({ requirement }) => ({
  id: requirement,
  answer: 'Fe2O3 130, ¥9.8/kg',
}));
export const closeRequirementInput = withExamples(z.strictObject({ id: idSchema }), { id: 90001 });

/* ───────────── supplier applications ───────────── */

export const adminSupplierListInput = withExamples(
  z.strictObject({
    status: z.enum(supplierStatuses).optional(),
    overdueOnly: z.boolean().default(false),
    curPage,
  }),
  { status: 'new', overdueOnly: false, curPage: 1 },
);

export const adminSupplier = z.object({
  id: z.number(),
  companyName: z.string(),
  contactName: z.string(),
  phone: z.string(),
  supplies: z.string(),
  status: z.enum(supplierStatuses),
  createdAt: z.string(),
  contactedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
  ...promiseFields,
});
export type AdminSupplier = z.infer<typeof adminSupplier>;

export const adminSupplierPage = z.object({
  items: z.array(adminSupplier),
  total: z.number(),
  curPage: z.number(),
  pageCount: z.number(),
  overdue: z.number(),
});
export type AdminSupplierPage = z.infer<typeof adminSupplierPage>;

export const supplierIdInput = withExamples(z.strictObject({ id: idSchema }), { id: 90001 });
/** A rejection may say why, for the next operator; an empty note is no note. */
export const rejectSupplierInput = withExamples(
  z.strictObject({
    id: idSchema,
    note: textField('validation.tooLong')
      .trim()
      .max(200, 'validation.tooLong')
      .transform((note) => (note === '' ? undefined : note))
      .optional(),
  }),
  ({ supplierApplication }) => ({ id: supplierApplication, note: '不合适' }),
);
