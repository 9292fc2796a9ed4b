import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Locale } from '../../../schemas/common.ts';
import { locales } from '../../../schemas/locales.ts';
import { DOCUMENT_LINK_MINUTES } from '../../../schemas/quotation-values.ts';
import { ApiError } from '../../http/api-error.ts';

/** Which document: a quotation by its number, or an order's proforma invoice by the order number. */
type DocumentRef = { kind: 'quotation' | 'proforma'; number: string; language: Locale };

/**
 * What a signed address grants: one document, in one language, to one person (the buyer, or an operator
 * reading it from the back office), until it expires. The download checks that person again.
 */
type DocumentGrant = DocumentRef & { userId: number; asOperator: boolean; expiresAt: Date };

/** Where a signed document is fetched: the token in the query, never in the path that error logs name. */
const DOCUMENT_PATH = '/api/paperwork';

/** The signed payload: kind, number, language, user, operator (1) or not (0), expiry in seconds. */
const grantClaims = z.object({
  k: z.enum(['quotation', 'proforma']),
  n: z.string(),
  l: z.enum(locales),
  u: z.int(),
  o: z.union([z.literal(0), z.literal(1)]),
  e: z.int(),
});

const encode = (data: string | Buffer) => Buffer.from(data).toString('base64url');
const signatureOf = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest();

/**
 * A signed token: `payload.signature`, the payload the claims as compact JSON and the signature its
 * HMAC-SHA256 under the server's secret. Nothing in it is secret; nothing can be changed. Each kind of
 * token has claims of its own shape, so one kind never reads as another.
 */
export function signClaims(secret: string, claims: Record<string, unknown>): string {
  const payload = encode(JSON.stringify(claims));
  return `${payload}.${encode(signatureOf(secret, payload))}`;
}

/** The claims of a token signed with this secret, read by their contract; anything else is refused alike. */
export function readClaims<Claims>(secret: string, token: string | undefined, contract: z.ZodType<Claims>): Claims {
  const invalid = new ApiError('documentLinkInvalid');
  const [payload, signature, extra] = (token ?? '').split('.');
  if (!payload || !signature || extra !== undefined) throw invalid;
  // Compared as written, not decoded: base64url decoding ignores stray characters and a last character's
  // spare bits, so another spelling of the signature would pass.
  const expected = Buffer.from(encode(signatureOf(secret, payload)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  const claims = contract.safeParse(json);
  if (!claims.success) throw invalid;
  return claims.data;
}

/** When a link signed now stops working, and that moment in whole seconds as its claims carry it. */
export function linkExpiry(now: Date): { expiresAt: Date; seconds: number } {
  const expiresAt = new Date(now.getTime() + DOCUMENT_LINK_MINUTES * 60_000);
  return { expiresAt, seconds: Math.floor(expiresAt.getTime() / 1000) };
}

/** A token for one document, under the grant's claims. */
export function signDocument(secret: string, grant: Omit<DocumentGrant, 'expiresAt'>, now: Date) {
  const { expiresAt, seconds } = linkExpiry(now);
  const token = signClaims(secret, {
    k: grant.kind,
    n: grant.number,
    l: grant.language,
    u: grant.userId,
    o: grant.asOperator ? 1 : 0,
    e: seconds,
  });
  return { url: `${DOCUMENT_PATH}?t=${token}`, expiresAt: expiresAt.toISOString() };
}

/** The grant of a token signed with this secret and not expired; anything else is refused alike. */
export function verifyDocument(secret: string, token: string | undefined, now: Date): DocumentGrant {
  const { k, n, l, u, o, e } = readClaims(secret, token, grantClaims);
  if (e * 1000 <= now.getTime()) throw new ApiError('documentLinkInvalid');
  return { kind: k, number: n, language: l, userId: u, asOperator: o === 1, expiresAt: new Date(e * 1000) };
}
