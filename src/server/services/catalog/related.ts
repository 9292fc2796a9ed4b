import { deltaE2000, hexToLab } from '../../../lib/colour.ts';
import type { CatalogEntry, CatalogSnapshot } from './snapshot.ts';

/** What finding a product's relatives needs: its category path (root first) and masstone. */
type Placed = { id: number; categoryPath: number[]; hex: string | null };

/**
 * Related products of each product: others of its level-4 category, then of its level-3 one, best
 * sellers first, then the closest colours of its level-2 category (the colour family). The groups are
 * indexed once, so a build of 10,000 product pages asks cheaply. Only products in the shop are offered;
 * a product not in the shop (a retired one, whose page offers similar products instead) is placed by
 * `placed`.
 */
export function relatedProductsFinder(snapshot: CatalogSnapshot, limit = 8): (productId: number, placed?: Placed) => CatalogEntry[] {
  const byCategory = new Map<number, CatalogEntry[]>();
  for (const entry of [...snapshot.entries].sort((a, b) => b.salesCount - a.salesCount || a.id - b.id)) {
    for (const categoryId of entry.categoryPath) {
      const group = byCategory.get(categoryId);
      if (group) group.push(entry);
      else byCategory.set(categoryId, [entry]);
    }
  }
  return (productId, placed) => {
    const self = snapshot.byId.get(productId) ?? placed;
    if (!self) return [];
    const chosen = new Map<number, CatalogEntry>();
    const take = (candidates: readonly CatalogEntry[]) => {
      for (const candidate of candidates) {
        if (chosen.size >= limit) return;
        if (candidate.id !== productId) chosen.set(candidate.id, candidate);
      }
    };
    take(byCategory.get(self.categoryPath[3] ?? -1) ?? []);
    take(byCategory.get(self.categoryPath[2] ?? -1) ?? []);
    if (chosen.size < limit && self.hex) {
      const target = hexToLab(self.hex);
      const family = (byCategory.get(self.categoryPath[1] ?? -1) ?? []).filter((entry) => entry.hex && !chosen.has(entry.id));
      take(
        family
          .map((entry) => ({ entry, distance: deltaE2000(target, hexToLab(entry.hex!)) }))
          .sort((a, b) => a.distance - b.distance)
          .map(({ entry }) => entry),
      );
    }
    return [...chosen.values()];
  };
}
