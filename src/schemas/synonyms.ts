import { z } from 'zod';
import { KEYWORD_MAX_LENGTH } from './catalog-values.ts';
import { idSchema } from './common.ts';
import { withExamples } from './examples.ts';
import { foldForSearch } from './search-text.ts';
import { textField } from './text.ts';

/*
 * The search's synonym table, edited in the back office (/api/admin/catalog/synonym/*): groups of terms
 * that mean the same pigment, such as TiO2, 钛白粉, titanium dioxide and PW6.
 */

export const SYNONYM_TERMS_MAX = 20;
/** A term is matched as a whole keyword is, so it is no longer than one. */
const term = textField().trim().min(1, 'validation.required').max(KEYWORD_MAX_LENGTH, 'validation.tooLong');

/** A new group (no id) or a changed one: at least two terms that differ once folded (case, width, spaces). */
export const synonymGroupInput = withExamples(
  z.strictObject({
    id: idSchema.optional(),
    terms: z
      .array(term)
      .max(SYNONYM_TERMS_MAX)
      .refine((terms) => new Set(terms.map(foldForSearch).filter(Boolean)).size >= 2, { message: 'validation.synonymTerms' }),
  }),
  { terms: ['锌白', 'zinc white', 'PW 4'] },
);
export type SynonymGroupInput = z.infer<typeof synonymGroupInput>;

export const synonymGroup = z.object({ id: z.number(), terms: z.array(z.string()), updatedAt: z.string() });
export type SynonymGroup = z.infer<typeof synonymGroup>;
export const synonymList = z.array(synonymGroup);
