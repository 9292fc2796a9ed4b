import type { z } from 'zod';
import { showToast } from '../components/ui/toast.store.ts';
import { ApiCallError } from './api.ts';
import { translate, type MessageKey } from './i18n.ts';
import type { Locale } from '../schemas/common.ts';
import { errors, type ErrorName } from '../schemas/errors.ts';

/** Translated error messages keyed by the form field they belong beside. */
export type FieldErrors = Partial<Record<string, string>>;

const byPath = (issues: readonly { path: readonly PropertyKey[] | string; message: string }[], locale: Locale): FieldErrors =>
  Object.fromEntries(
    issues.map((issue) => [Array.isArray(issue.path) ? issue.path.join('.') : issue.path, translate(locale, issue.message as MessageKey)]),
  );

/**
 * Field errors of a failed call: the validator's issues by field path, or, for a refusal about one
 * field (a wrong code, a taken phone), the server's message beside the field `fieldOfError` names.
 */
export function fieldErrors(error: unknown, locale: Locale, fieldOfError: Partial<Record<ErrorName, string>> = {}): FieldErrors {
  if (!(error instanceof ApiCallError)) return {};
  const issues = (error.data as { issues?: { path: string; message: string }[] } | null)?.issues;
  if (issues) return byPath(issues, locale);
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
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, input: result.data };
  if (result.error.issues.some((issue) => issue.path.length === 0)) showToast(errors.validation[locale], { type: 'error' });
  return { ok: false, errors: byPath(result.error.issues, locale) };
}
