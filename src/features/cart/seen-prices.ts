import { persistentAtom } from '@nanostores/persistent';
import type { CartLine } from '../../schemas/cart.ts';

/** The price of each pack when this browser last showed it in the cart, to flag a change since. */
const $seenPrices = persistentAtom<Record<string, number>>(
  'cartSeenPrices',
  {},
  {
    encode: JSON.stringify,
    decode: (stored) => {
      try {
        const parsed: unknown = JSON.parse(stored);
        return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
      } catch {
        return {};
      }
    },
  },
);

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
