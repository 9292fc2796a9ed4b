import type { z } from 'zod';
import { showToast } from '../components/ui/toast.store.ts';
import type { Locale } from '../schemas/common.ts';
import { type ErrorName, errors } from '../schemas/errors.ts';
import { ApiCallError } from './api.ts';
import { type MessageKey, translate } from './i18n.ts';
import { catalogueWording, type IssueLike, issuePath, issueWording } from './validation-issues.ts';

/** Translated error messages keyed by the form field they belong beside. */
export type FieldErrors = Partial<Record<string, string>>;

/** The server's issues are already in the caller's language; a form's own come worded from the catalogue. */
const answeredByPath = (issues: readonly { path: string; message: string }[]): FieldErrors =>
  Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));

const checkedByPath = (issues: readonly IssueLike[], locale: Locale): FieldErrors =>
  Object.fromEntries(
    issues.map((issue) => {
      const { key, values } = issueWording(issue);
      return [issuePath(issue), translate(locale, key as MessageKey, values)];
    }),
  );

/**
 * Field errors of a failed call: the validator's issues by field path, or, for a refusal about one
 * field (a wrong code, a taken phone), the server's message beside the field `fieldOfError` names.
 * Both are already in the language the call asked for (its Accept-Language is the page's locale).
 */
export function fieldErrors(error: unknown, fieldOfError: Partial<Record<ErrorName, string>> = {}): FieldErrors {
  if (!(error instanceof ApiCallError)) return {};
  const issues = (error.data as { issues?: { path: string; message: string }[] } | null)?.issues;
  if (issues) return answeredByPath(issues);
  const field = Object.entries(fieldOfError).find(([name]) => errors[name as ErrorName].code === error.code)?.[1];
  return field ? { [field]: error.message } : {};
}

/**
 * Checks a form against the call's shared contract before sending: the parsed input, or the errors to
 * show. An issue about the whole form (a key the contract does not know) has no field to stand beside:
 * it is said in an error toast, so a form never refuses silently.
 */
export function checkForm<T extends z.ZodType>(
  schema: T,
  values: unknown,
  locale: Locale,
): { ok: true; input: z.output<T> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values, catalogueWording);
  if (result.success) return { ok: true, input: result.data };
  if (result.error.issues.some((issue) => issue.path.length === 0)) showToast(errors.validation[locale], { type: 'error' });
  return { ok: false, errors: checkedByPath(result.error.issues, locale) };
}
