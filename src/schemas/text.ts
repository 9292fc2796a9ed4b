import { z } from 'zod';

/**
 * Characters a text column cannot hold: NUL, which PostgreSQL refuses in text and jsonb, and a lone
 * UTF-16 half (a surrogate without its pair), which has no UTF-8 encoding.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the character this pattern exists to find.
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (value: string): boolean => !unstorable.test(value);

/**
 * A string from a request that may be stored or searched: every free-text field of every contract starts
 * here, so a character the database would refuse is a validation issue on its field, not a failed query.
 * Further checks (trim, length, pattern) chain on as on `z.string()`.
 */
export const textField = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { message: 'validation.unstorableText', abort: true });
