import { z } from 'zod';
import { calendarDay } from './calendar.ts';
import { withExamples } from './examples.ts';
import { ORDER_EXPORT_MAX_DAYS } from './order-values.ts';
import { orderStatuses } from './orders.ts';

/** A pack of an earlier order as buy-again dealt with it: how many the order had and how many the cart holds now. */
export const buyAgainLine = z.object({ skuId: z.number(), productName: z.string(), specLabel: z.string(), ordered: z.number(), inCart: z.number() });
export type BuyAgainLine = z.infer<typeof buyAgainLine>;

/**
 * What buy-again put in the cart: packs added in full, packs cut down to stock or to 99 a line, and packs no
 * longer sold or sold out; `lineCount` is the cart's lines now.
 */
export const buyAgainAnswer = z.object({
  added: z.array(buyAgainLine),
  capped: z.array(buyAgainLine),
  unavailable: z.array(buyAgainLine),
  lineCount: z.number(),
});
export type BuyAgainAnswer = z.infer<typeof buyAgainAnswer>;

export const orderExportFormats = ['xlsx', 'csv'] as const;

const DAY_MS = 86_400_000;
const day = calendarDay();

/** A customer's download of their order lines: orders placed from `from` to `to` (Beijing days, both included). */
export const orderExportInput = withExamples(
  z
    .strictObject({
      format: z.enum(orderExportFormats),
      from: day,
      to: day,
      status: z.enum(orderStatuses).optional(),
    })
    .refine((input) => input.from <= input.to, { path: ['to'], message: 'validation.dateRangeOrder' })
    .refine((input) => Date.parse(input.to) - Date.parse(input.from) < ORDER_EXPORT_MAX_DAYS * DAY_MS, {
      path: ['to'],
      message: 'validation.dateRangeTooLong',
    }),
  { format: 'csv', from: '2026-01-01', to: '2026-12-31', status: 'completed' },
);
export type OrderExportInput = z.infer<typeof orderExportInput>;
