import { z } from 'zod';
import { productCard } from './catalog.ts';
import { idSchema } from './common.ts';
import { withExamples } from './examples.ts';

export { favouriteIds } from './catalog-answers.ts';

export const favouriteInput = withExamples(z.strictObject({ productId: idSchema }), ({ product }) => ({ productId: product }));
/** Which of these products the user has favourited (a page of cards at a time). */
export const favouriteCheckInput = withExamples(z.strictObject({ productIds: z.array(idSchema).min(1).max(50) }), ({ product }) => ({ productIds: [product] }));

export const FAVOURITES_PAGE_SIZE = 20;
export const favouriteListInput = withExamples(z.strictObject({ curPage: z.number().int().min(1).max(10_000).default(1) }), { curPage: 1 });
export const favouritePage = z.object({
  items: z.array(productCard),
  total: z.number(),
  curPage: z.number(),
  pageCount: z.number(),
  pageSize: z.number(),
});
export type FavouritePage = z.infer<typeof favouritePage>;
