import { z } from 'zod';
import { KEYWORD_MAX_LENGTH } from './catalog-values.ts';
import { withExamples } from './examples.ts';
import { textField } from './text.ts';

/*
 * `product/suggest`: what the header's search box offers while a visitor types. The answer's contract
 * is in zod/mini (suggest-answers.ts) and the plain values in suggest-values.ts, both re-exported here.
 */

export * from './suggest-answers.ts';
export * from './suggest-values.ts';

/** An empty or blank keyword answers no suggestions rather than an error: the box sends what is typed. */
export const suggestInput = withExamples(z.strictObject({ keyword: textField().trim().max(KEYWORD_MAX_LENGTH) }), { keyword: 'taibai' });
