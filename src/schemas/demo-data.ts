import { z } from 'zod';
import { withExamples } from './examples.ts';

export { DEMO_REMOVAL_PHRASE } from './demo-data-phrase.ts';

export const demoRemovalInput = withExamples(
  z.strictObject({
    confirmation: z.string().max(40),
    /** Also the demo accounts, whose passwords are published; never the caller's own. */
    removeAccounts: z.boolean().default(false),
  }),
  // Not the phrase: the example, sent as it is, removes nothing.
  { confirmation: '保留演示数据', removeAccounts: false },
);

/** The demo accounts (their phones) still there. */
const demoAccountsLeft = z.object({
  /** What removing them would take: every demo account but the caller's. */
  accounts: z.array(z.string()),
  /** The caller's own account, when it is a demo account: it stays. */
  ownAccount: z.string().nullable(),
});
export type DemoAccountsLeft = z.infer<typeof demoAccountsLeft>;

const demoAccountsRemoved = z.object({
  /** Deleted with their addresses, carts and sessions. */
  deleted: z.array(z.string()),
  /** Named by orders or other records: closed (no login, no codes, phone replaced) and kept for those records. */
  closed: z.array(z.string()),
});
export type DemoAccountsRemoved = z.infer<typeof demoAccountsRemoved>;

const demoCounts = z.object({ products: z.number(), brands: z.number(), categories: z.number(), newsArticles: z.number(), banners: z.number() });

export const demoDataStatus = demoCounts.extend({
  /** Demo products that orders, negotiations or requirements name: taken off the shop rather than deleted. */
  productsKept: z.number(),
  demoAccounts: demoAccountsLeft,
});
export type DemoDataStatus = z.infer<typeof demoDataStatus>;

export const demoDataRemoved = z.object({
  deleted: demoCounts,
  /** Demo products kept for the orders, negotiations or requirements that name them, now retired. */
  retired: z.number(),
  /** Demo brands and categories kept because products of the operator's own sit under them. */
  keptBrands: z.number(),
  keptCategories: z.number(),
  /** The demo accounts removed, when asked: nothing otherwise. */
  accounts: demoAccountsRemoved,
});
export type DemoDataRemoved = z.infer<typeof demoDataRemoved>;
