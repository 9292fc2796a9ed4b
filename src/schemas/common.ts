import { z } from 'zod';
import { withExamples } from './examples.ts';
import { MAX_ID } from './ids.ts';
import { textField } from './text.ts';

export { type Locale, locales } from './locales.ts';

/** Text stored in both languages; the API answers with the one the request asked for. */
export const localizedText = z.object({ zh: textField(), en: textField() });
export type LocalizedText = z.infer<typeof localizedText>;

/** Mainland China mobile number: 11 digits starting with 1[3-9]. */
export const mobileSchema = z
  .string()
  .trim()
  .regex(/^1[3-9]\d{9}$/, 'validation.phone');

export const idSchema = z.number().int().positive().max(MAX_ID);
/** A call about one row, named by its id (the example's names none: see `withExamples`). */
export const idInput = withExamples(z.strictObject({ id: idSchema }), { id: 90001 });

/** An empty request body: the calls that take no input still refuse unknown fields. */
export const emptyBody = z.strictObject({});

/** The answer of an action that answers nothing: `data` is null. */
export const nothing = z.null();
