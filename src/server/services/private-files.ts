import { z } from 'zod';
import { ApiError } from '../http/api-error.ts';
import { linkExpiry, readClaims, signClaims } from './paperwork/links.ts';
import type { Reader } from './paperwork/papers.ts';
import { isPrivateUpload, storedPathOf } from './uploads.ts';

/**
 * Private uploads (transfer receipts, issued invoices) are served only at a short-lived signed address,
 * made for their owner or an operator by the call that showed them: the browser fetches them without
 * the session, so the address itself is the permission, and it lapses within minutes.
 */

/** The signed claims: the file's path, the reader (user, operator 1 or not 0) and the expiry in seconds. */
const fileClaims = z.strictObject({ f: z.string(), u: z.int(), o: z.union([z.literal(0), z.literal(1)]), e: z.int() });

/** The signed address of a stored file for this reader; a public file's address is answered as it is. */
export function signedFileUrl(secret: string, reader: Reader, url: string, now: Date): string {
  const path = storedPathOf(url);
  if (path === null || !isPrivateUpload(path)) return url;
  const token = signClaims(secret, { f: path, u: reader.userId, o: reader.asOperator ? 1 : 0, e: linkExpiry(now).seconds });
  return `${url}?t=${token}`;
}

/** Who a private file's token was signed for, when it was signed with this secret for this very path and has not expired. */
export function verifyFileToken(secret: string, token: string | undefined, path: string, now: Date): Reader {
  const { f, u, o, e } = readClaims(secret, token, fileClaims);
  if (f !== path || e * 1000 <= now.getTime()) throw new ApiError('documentLinkInvalid');
  return { userId: u, asOperator: o === 1 };
}

/** Signs the stored files an answer names for the person it is answered to; the answer's shape is unchanged. */
export type FileSigner = <Url extends string | null>(url: Url) => Url;

export const fileSigner =
  (secret: string, reader: Reader, now: Date): FileSigner =>
  <Url extends string | null>(url: Url) =>
    (url === null ? url : signedFileUrl(secret, reader, url, now)) as Url;
