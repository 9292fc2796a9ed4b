import { fillPlaceholders, type IssueLike, issuePath, issueWording } from '../../lib/validation-issues.ts';
import type { Locale } from '../../schemas/common.ts';
import { messageIn } from '../messages.ts';

/** An issue as the API answers it: the field, the catalogue key (stable, for programs) and its text in the caller's language. */
export type AnsweredIssue = { path: string; key: string; message: string };

export function answeredIssue(issue: IssueLike, locale: Locale): AnsweredIssue {
  const { key, values } = issueWording(issue);
  const template = messageIn(locale, key) ?? messageIn(locale, 'validation.invalid')!;
  return { path: issuePath(issue), key, message: fillPlaceholders(template, values) };
}

/** Answer data with its `issues` (if any) worded in the caller's language; anything else is left as it is. */
export function withAnsweredIssues(data: unknown, locale: Locale): unknown {
  const issues = (data as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return data;
  return { ...(data as object), issues: (issues as IssueLike[]).map((issue) => answeredIssue(issue, locale)) };
}
