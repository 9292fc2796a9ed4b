import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { beijingDay } from '../../../lib/dates.ts';
import type { requirementInput, supplierApplicationInput } from '../../../schemas/trade.ts';
import type { Db } from '../../db/client.ts';
import { products, purchaseRequirements, supplierApplications } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CaptchaVerifier } from '../auth/captcha-check.ts';
import { clientLimitKeys } from '../auth/client-limits.ts';
import type { RateLimiter } from '../rate-limit.ts';
import { spendAttempt } from '../rate-limit.ts';
import { isOwnUpload } from '../uploads.ts';

/** Forms anyone may send: a person sends a few, a script many; past this the client waits. */
const SUBMISSIONS_PER_HOUR = 10;

type SubmitContext = {
  db: Db;
  captcha: CaptchaVerifier;
  limiter: RateLimiter;
  uploadDir: string;
  clientAddress: string;
  clientKey: string;
  userId: number | null;
  now: Date;
};

async function admit(context: SubmitContext): Promise<void> {
  const key = clientLimitKeys(context.clientKey).submissions;
  await spendAttempt(context.limiter, key, SUBMISSIONS_PER_HOUR, 3_600_000);
}

const fieldIssue = (path: string, message: string) => new ApiError('validation', { issues: [{ path, message }] });

/** A supplier's application, kept as new until the operator calls back (promised within 24 hours). */
export async function applyAsSupplier(input: z.output<typeof supplierApplicationInput>, context: SubmitContext): Promise<{ id: number }> {
  await context.captcha.check(input, context.clientAddress);
  await admit(context);
  const { captchaId: _id, captcha: _answer, ...application } = input;
  const [row] = await context.db
    .insert(supplierApplications)
    .values({ ...application, createdAt: context.now })
    .returning({ id: supplierApplications.id });
  return { id: row!.id };
}

/** A 1V1 requirement; a visitor who is not logged in proves with a captcha that they are a person. */
export async function submitRequirement(input: z.output<typeof requirementInput>, context: SubmitContext): Promise<{ id: number }> {
  if (context.userId === null) await context.captcha.check(input, context.clientAddress);
  if (input.deadline && input.deadline < beijingDay(context.now)) throw fieldIssue('deadline', 'validation.deadlinePast');
  if (input.productId !== undefined) {
    const [product] = await context.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, input.productId), eq(products.published, true)));
    if (!product) throw fieldIssue('productId', 'validation.unknownProduct');
  }
  // Only a logged-in buyer can upload, so a visitor's requirement has no photo of its own to attach.
  if (input.photoUrl !== undefined && (context.userId === null || !(await isOwnUpload(context.db, context.uploadDir, input.photoUrl, context.userId)))) {
    throw fieldIssue('photoUrl', 'validation.upload');
  }
  await admit(context);
  const { captchaId: _id, captcha: _answer, ...requirement } = input;
  const [row] = await context.db
    .insert(purchaseRequirements)
    .values({ ...requirement, userId: context.userId, createdAt: context.now, updatedAt: context.now })
    .returning({ id: purchaseRequirements.id });
  return { id: row!.id };
}
