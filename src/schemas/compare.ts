import * as z from 'zod/mini';
import { MAX_COMPARED } from './compare-values.ts';
import { MAX_ID } from './ids.ts';

export * from './compare-values.ts';

/**
 * The products chosen for comparison, kept in the browser. In `zod/mini`, like the local cart's lines,
 * so that the listing and product pages check what they read back for a few kilobytes.
 */
export const comparedIds = z.array(z.int().check(z.positive(), z.maximum(MAX_ID))).check(z.maxLength(MAX_COMPARED));
export type ComparedIds = z.infer<typeof comparedIds>;
