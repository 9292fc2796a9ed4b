import { z } from 'zod';
import { idSchema } from './common.ts';

export const favouriteInput = z.strictObject({ productId: idSchema });
/** Which of these products the user has favourited (a page of cards at a time). */
export const favouriteCheckInput = z.strictObject({ productIds: z.array(idSchema).min(1).max(50) });
export const favouriteIds = z.array(z.number());
