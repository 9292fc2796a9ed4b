import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ErrorName, errorMessage, errors } from '../../schemas/errors.ts';
import type { AppContext } from './context.ts';
import { withAnsweredIssues } from './issues.ts';

/** `data` is always present: an action with nothing to answer answers `null`. */
export function ok<T>(c: AppContext, data: T) {
  return c.json({ code: errors.success.code, message: errors.success[c.var.locale ?? 'zh'], data: data ?? null });
}

/** `ok` for data already in JSON (a kept answer): the same envelope, without encoding the data again. */
export function okJson(c: AppContext, dataJson: string) {
  const message = JSON.stringify(errors.success[c.var.locale ?? 'zh']);
  return c.body(`{"code":"${errors.success.code}","message":${message},"data":${dataJson}}`, 200, { 'content-type': 'application/json' });
}

/** A refusal; the field issues it carries are answered in the caller's language, each with its catalogue key. */
export function fail(c: AppContext, name: ErrorName, data: unknown = null) {
  const entry = errors[name];
  const locale = c.var.locale ?? 'zh';
  return c.json({ code: entry.code, message: errorMessage(name, locale, data), data: withAnsweredIssues(data, locale) }, entry.status as ContentfulStatusCode);
}
