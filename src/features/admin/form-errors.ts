import { ApiCallError } from '../../lib/api.ts';
import { translate, type MessageKey } from '../../lib/i18n.ts';
import type { Locale } from '../../schemas/common.ts';

/** Field errors of a failed call, keyed by field path and translated; empty when the failure was not about fields. */
export function fieldErrors(error: unknown, locale: Locale): Record<string, string> {
  if (!(error instanceof ApiCallError)) return {};
  const issues = (error.data as { issues?: { path: string; message: string }[] } | null)?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path, translate(locale, issue.message as MessageKey)]));
}
