import { z } from 'zod';

export { DEMO_REMOVAL_PHRASE } from './demo-data-phrase.ts';

export const demoRemovalInput = z.strictObject({ confirmation: z.string().max(40) });

const demoCounts = z.object({ products: z.number(), brands: z.number(), categories: z.number(), newsArticles: z.number() });

export const demoDataStatus = demoCounts.extend({
  /** Demo products that orders, negotiations or requirements name: taken off the shop rather than deleted. */
  productsKept: z.number(),
});
export type DemoDataStatus = z.infer<typeof demoDataStatus>;

export const demoDataRemoved = z.object({
  deleted: demoCounts,
  /** Demo products kept for the orders, negotiations or requirements that name them, now retired. */
  retired: z.number(),
  /** Demo brands and categories kept because products of the operator's own sit under them. */
  keptBrands: z.number(),
  keptCategories: z.number(),
});
export type DemoDataRemoved = z.infer<typeof demoDataRemoved>;
