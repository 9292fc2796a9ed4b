import { z } from 'zod';
import { address } from './address.ts';
import { withExamples } from './examples.ts';
import { invoiceStatuses } from './invoices.ts';
import { negotiationOffer, negotiationStatuses } from './negotiations.ts';
import { orderSummary } from './orders.ts';
import { textField } from './text.ts';
import { profileMaxLength } from './user.ts';

/* The operator's customers, under /api/admin/customer: the shop's buyers (never its team), each with what they bought. */

export const ADMIN_CUSTOMERS_PAGE_SIZE = 20;
/** How many of a customer's latest orders, invoice applications and negotiations their page shows. */
export const CUSTOMER_LATEST_ROWS = 20;

/** Newest first; a keyword finds a part of the mobile number, nickname or company name, in any case. */
export const adminCustomerListInput = withExamples(
  z.strictObject({
    keyword: textField().trim().max(profileMaxLength.companyName, 'validation.tooLong').optional(),
    curPage: z.number().int().min(1).max(10_000).default(1),
  }),
  { keyword: '1380013', curPage: 1 },
  { curPage: 2 },
);

export const adminCustomer = z.object({
  id: z.number(),
  phone: z.string(),
  nickname: z.string().nullable(),
  companyName: z.string().nullable(),
  createdAt: z.string(),
  /** Every order placed, cancelled ones included. */
  orderCount: z.number(),
  /** What the customer's orders took, in fen (refunds not subtracted). */
  paidFen: z.number(),
  lastOrderAt: z.string().nullable(),
});
export type AdminCustomer = z.infer<typeof adminCustomer>;
export const adminCustomerPage = z.object({ items: z.array(adminCustomer), total: z.number(), curPage: z.number(), pageCount: z.number() });
export type AdminCustomerPage = z.infer<typeof adminCustomerPage>;

/** One customer on one page: the profile, the addresses, and the latest orders, invoice applications and negotiations. */
export const adminCustomerDetail = adminCustomer.extend({
  email: z.string().nullable(),
  landline: z.string().nullable(),
  addresses: z.array(address),
  orders: z.array(orderSummary),
  invoices: z.array(
    z.object({ id: z.number(), orderNo: z.string(), status: z.enum(invoiceStatuses), title: z.string(), amountFen: z.number(), appliedAt: z.string() }),
  ),
  negotiations: z.array(
    z.object({
      id: z.number(),
      productName: z.string(),
      specLabel: z.string(),
      status: z.enum(negotiationStatuses),
      latestOffer: negotiationOffer,
      updatedAt: z.string(),
    }),
  ),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetail>;
