import { persistentAtom } from '@nanostores/persistent';
import { number, record, string } from 'zod/mini';
import { storedJson } from '../../lib/stored-json.ts';
import type { CartLine } from '../../schemas/cart.ts';

/** The price of each pack when this browser last showed it in the cart, to flag a change since. */
const $seenPrices = persistentAtom<Record<string, number>>('cartSeenPrices', {}, storedJson(record(string(), number()), {}));

/** The packs whose price changed since last shown, with the price then; remembers the prices shown now. */
export function priceChanges(lines: CartLine[]): Map<number, number> {
  const seen = $seenPrices.get();
  const changed = new Map<number, number>();
  for (const line of lines) {
    const before = seen[line.skuId];
    if (typeof before === 'number' && before !== line.priceFen) changed.set(line.skuId, before);
  }
  $seenPrices.set(Object.fromEntries(lines.map((line) => [String(line.skuId), line.priceFen])));
  return changed;
}
