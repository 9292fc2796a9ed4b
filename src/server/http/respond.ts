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

/** RFC 6266/5987: an ASCII name for every client, and the readable (Chinese) one for those that read `filename*`. */
function contentDisposition(fileName: string, asciiFileName: string) {
  if (fileName === asciiFileName) return `attachment; filename="${fileName}"`;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFileName}"; filename*=UTF-8''${encoded}`;
}

/**
 * A file to download instead of the envelope: its type, an attachment name (an ASCII one besides, when
 * the name is not), how long it may be kept, and never sniffed as anything else.
 */
export function fileAnswer(
  c: AppContext,
  file: { bytes: Uint8Array; contentType: string; fileName: string; asciiFileName?: string },
  caching: 'no-store' | 'private, no-store' | 'public, max-age=31536000, immutable',
  headers: Record<string, string> = {},
) {
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': file.contentType,
    'content-disposition': contentDisposition(file.fileName, file.asciiFileName ?? file.fileName),
    'cache-control': caching,
    'x-content-type-options': 'nosniff',
    ...headers,
  });
}
