import type { Logger } from 'pino';
import { ApiError } from '../../http/api-error.ts';
import { metrics } from '../../metrics/registry.ts';
import type { RateLimiter } from '../rate-limit.ts';

/**
 * Hourly limits for the whole shop, whoever asks: what per-client limits cannot stop when the asking
 * is spread over many clients (the SMS bill, password spraying from a botnet).
 */
export type ShopCeilings = { smsPerHour: number; failedLoginsPerHour: number };

export const DEFAULT_SHOP_CEILINGS: ShopCeilings = { smsPerHour: 500, failedLoginsPerHour: 1000 };

const HOUR_MS = 3_600_000;

const ceilings = {
  smsPerHour: { key: 'code:shop:sms', refusal: 'smsCeilingReached' },
  failedLoginsPerHour: { key: 'login:shop:failed', refusal: 'passwordLoginCeilingReached' },
} as const;

export type ShopCeilingContext = { limiter: RateLimiter; log: Logger; shopCeilings: ShopCeilings };

/** The limiter key a ceiling counts under: a right password takes its attempt back from the failed logins'. */
export const shopCeilingKey = (ceiling: keyof ShopCeilings) => ceilings[ceiling].key;

/**
 * Counts one attempt towards a shop-wide ceiling and refuses it past the ceiling. The attempt that
 * first goes past it, and only that one (the count is shared by every process), logs a warning and
 * counts a trip, so an operator hears of it once an hour however long the flood lasts.
 */
export async function countTowardsShopCeiling(context: ShopCeilingContext, ceiling: keyof ShopCeilings): Promise<void> {
  const { key, refusal } = ceilings[ceiling];
  const limit = context.shopCeilings[ceiling];
  const place = await context.limiter.count(key, HOUR_MS);
  if (place <= limit) return;
  if (place === limit + 1) {
    context.log.warn({ ceiling, limit }, 'shop-wide ceiling reached');
    metrics().shopCeilingTrips.inc({ ceiling });
  }
  throw new ApiError(refusal, { retryAfterSeconds: Math.max(1, Math.ceil((await context.limiter.retryAfterMs(key)) / 1000)) });
}
