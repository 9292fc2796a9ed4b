import * as z from 'zod/mini';
import { MAX_ID } from './ids.ts';

/** How many products the comparison holds at most: a fifth is refused. */
export const MAX_COMPARED = 4;

/**
 * The products chosen for comparison, kept in the browser. In `zod/mini`, like the local cart's lines,
 * so that the listing and product pages check what they read back for a few kilobytes.
 */
export const comparedIds = z.array(z.int().check(z.positive(), z.maximum(MAX_ID))).check(z.maxLength(MAX_COMPARED));
export type ComparedIds = z.infer<typeof comparedIds>;
