import type { HonoRequest } from 'hono';
import { createMiddleware } from 'hono/factory';
import { auditLog } from '../db/schema.ts';
import type { AppEnv } from './context.ts';

/** Calls that only read; everything else an operator does is a change. */
const readOnly = /\/(list|get|detail|status|pricePreview)$/;
/** Calls that write their own, fuller entry in the same transaction as the change. */
const auditedInTransaction = /\/catalog\/(import\/apply|demo-data\/remove|product\/bulk)$/;
const secretFields = new Set(['password', 'oldPassword', 'newPassword', 'token']);
const MAX_DETAIL_CHARS = 500;

/** What the operator sent, short: secrets left out and long texts (article bodies) cut. */
function summarise(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => !secretFields.has(key))
      .map(([key, value]) => {
        const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
        return [key, text.length > MAX_DETAIL_CHARS ? `${text.slice(0, MAX_DETAIL_CHARS)}…` : value];
      }),
  );
}

/** The JSON body, or a multipart upload's text fields with its file named and sized (never its bytes). */
async function sentBody(request: HonoRequest): Promise<Record<string, unknown>> {
  if (!request.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    return (await request.json().catch(() => ({}))) as Record<string, unknown>;
  }
  const form = await request.formData().catch(() => null);
  return Object.fromEntries(
    [...(form?.entries() ?? [])].map(([name, value]) => [name, typeof value === 'string' ? value : { name: value.name, bytes: value.size }]),
  );
}

/**
 * Writes every successful change an operator makes under /api/admin to the audit log: who, which
 * call, about what (the order number or id in the body), and the body itself in short.
 */
export const auditAdminChanges = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const user = c.var.user;
  if (c.req.method !== 'POST' || readOnly.test(c.req.path) || auditedInTransaction.test(c.req.path) || !user || c.res.status !== 200) return;
  const body = await sentBody(c.req);
  const action = c.req.path.replace(/^\/api\/admin\//, '');
  const target = body.orderNo ?? body.refundNo ?? body.id ?? body.skuId ?? body.productId ?? body.code ?? body.phone ?? '';
  await c.var.deps.db.insert(auditLog).values({
    actorId: user.id,
    action,
    targetType: action.split('/')[0]!,
    targetId: String(target).slice(0, 40),
    details: summarise(body),
    createdAt: c.var.deps.now(),
  });
});
