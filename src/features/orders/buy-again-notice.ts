import type { BuyAgainAnswer } from '../../schemas/order-records.ts';

/** Where buy-again leaves its answer for the cart page, which says what changed. */
export const BUY_AGAIN_NOTICE_KEY = 'buy-again';

/**
 * The answer of the buy-again that led here, once, read back with its contract. The contract (and zod
 * with it) loads only when there is a notice, so the cart page loads no zod for it otherwise.
 */
export async function takeBuyAgainNotice(): Promise<BuyAgainAnswer | null> {
  const stored = sessionStorage.getItem(BUY_AGAIN_NOTICE_KEY);
  sessionStorage.removeItem(BUY_AGAIN_NOTICE_KEY);
  if (stored === null) return null;
  const [{ buyAgainAnswer }, { storedJson }] = await Promise.all([import('../../schemas/order-records.ts'), import('../../lib/stored-json.ts')]);
  return storedJson<BuyAgainAnswer | null>(buyAgainAnswer, null).decode(stored);
}
