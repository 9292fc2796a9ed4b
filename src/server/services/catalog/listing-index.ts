import type { ApplicationCode } from '../../../schemas/applications.ts';
import type { ProductSort } from '../../../schemas/catalog.ts';
import { addBit, type Bits, emptyBits, fullBits, hasBit } from './bitset.ts';
import type { CatalogEntry, CatalogSnapshot } from './snapshot.ts';

/*
 * What the listing filters, counts and sorts by, indexed once per snapshot: a set of entries per brand,
 * category (every level of its path), use, in stock, with a safety data sheet and with a price, and
 * each sort's order of entries. A query then intersects sets and walks an order only as far as its page.
 */
export type ListingIndex = {
  size: number;
  all: Bits;
  byBrand: Map<number, Bits>;
  byCategory: Map<number, Bits>;
  byUse: Map<ApplicationCode, Bits>;
  inStock: Bits;
  hasSds: Bits;
  priced: Bits;
  /** How many entries have a price: they come first in the `priceAsc` order. */
  pricedCount: number;
};

const indexes = new WeakMap<CatalogSnapshot, ListingIndex>();

export function listingIndexOf(snapshot: CatalogSnapshot): ListingIndex {
  let index = indexes.get(snapshot);
  if (!index) indexes.set(snapshot, (index = buildIndex(snapshot.entries)));
  return index;
}

function buildIndex(entries: CatalogEntry[]): ListingIndex {
  const size = entries.length;
  const setOf = <K>(sets: Map<K, Bits>, key: K) => {
    let bits = sets.get(key);
    if (!bits) sets.set(key, (bits = emptyBits(size)));
    return bits;
  };
  const index: ListingIndex = {
    size,
    all: fullBits(size),
    byBrand: new Map(),
    byCategory: new Map(),
    byUse: new Map(),
    inStock: emptyBits(size),
    hasSds: emptyBits(size),
    priced: emptyBits(size),
    pricedCount: 0,
  };
  entries.forEach((entry, position) => {
    addBit(setOf(index.byBrand, entry.brandId), position);
    for (const id of entry.categoryPath) addBit(setOf(index.byCategory, id), position);
    for (const code of entry.applicability) addBit(setOf(index.byUse, code), position);
    if (entry.stock > 0) addBit(index.inStock, position);
    if (entry.hasSds) addBit(index.hasSds, position);
    if (entry.minPricePerKgFen === null) return;
    addBit(index.priced, position);
    index.pricedCount++;
  });
  return index;
}

type Compare = (a: CatalogEntry, b: CatalogEntry) => number;
const byId: Compare = (a, b) => a.id - b.id;
const bySales: Compare = (a, b) => b.salesCount - a.salesCount;
/** Products with no pack on sale have no price: they sort last whichever the direction. */
const byPrice =
  (direction: 1 | -1): Compare =>
  (a, b) => {
    const x = a.minPricePerKgFen;
    const y = b.minPricePerKgFen;
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x - y) * direction;
  };
const inStockFirst: Compare = (a, b) => Number(b.stock > 0) - Number(a.stock > 0);
const then =
  (...comparators: Compare[]): Compare =>
  (a, b) => {
    for (const compare of comparators) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };

/**
 * "Comprehensive" (the default): how well the keyword matches (exact, prefix, substring, all words,
 * listing.ts), then products in stock, then sales volume. Every order ends on the id, so paging is stable.
 */
const comparators: Record<ProductSort, Compare> = {
  comprehensive: then(inStockFirst, bySales, byId),
  sales: then(bySales, byId),
  priceAsc: then(byPrice(1), byId),
  priceDesc: then(byPrice(-1), byId),
};

const orders = new WeakMap<CatalogSnapshot, Partial<Record<ProductSort, Uint32Array>>>();

/** Every entry's position in a sort's order, sorted once per snapshot. */
export function orderOf(snapshot: CatalogSnapshot, sort: ProductSort): Uint32Array {
  let sorted = orders.get(snapshot);
  if (!sorted) orders.set(snapshot, (sorted = {}));
  const { entries } = snapshot;
  const compare = comparators[sort];
  return (sorted[sort] ??= Uint32Array.from(entries.keys()).sort((a, b) => compare(entries[a]!, entries[b]!)));
}

/** The first `limit` entries of a sort's order. */
export const firstInOrder = (snapshot: CatalogSnapshot, sort: ProductSort, limit: number): CatalogEntry[] =>
  Array.from(orderOf(snapshot, sort).subarray(0, limit), (position) => snapshot.entries[position]!);

/** The entries priced from `min` to `max` per kg, both included. */
export function pricedBetween(snapshot: CatalogSnapshot, index: ListingIndex, min: number, max: number): Bits {
  const order = orderOf(snapshot, 'priceAsc');
  const priceAt = (rank: number) => snapshot.entries[order[rank]!]!.minPricePerKgFen!;
  // The cheapest priced entry at `min` or more, by halving.
  let low = 0;
  let high = index.pricedCount;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (priceAt(middle) >= min) high = middle;
    else low = middle + 1;
  }
  const bits = emptyBits(index.size);
  for (let rank = low; rank < index.pricedCount && priceAt(rank) <= max; rank++) addBit(bits, order[rank]!);
  return bits;
}

/** The lowest and highest price of the entries in `within` (priced or not), or null if none has a price. */
export function priceRangeOf(snapshot: CatalogSnapshot, index: ListingIndex, within: Bits): { min: number; max: number } | null {
  const order = orderOf(snapshot, 'priceAsc');
  const pricedEnd = index.pricedCount;
  let first = 0;
  while (first < pricedEnd && !hasBit(within, order[first]!)) first++;
  if (first === pricedEnd) return null;
  let last = pricedEnd - 1;
  while (!hasBit(within, order[last]!)) last--;
  const priceAt = (rank: number) => snapshot.entries[order[rank]!]!.minPricePerKgFen!;
  return { min: priceAt(first), max: priceAt(last) };
}

/**
 * The entries from `skip` on, at most `limit`, of the sets in `groups` one after another, each group in
 * the order: it walks the order only until the page is full.
 */
export function pageOf(snapshot: CatalogSnapshot, order: Uint32Array, groups: { bits: Bits; count: number }[], skip: number, limit: number): CatalogEntry[] {
  const page: CatalogEntry[] = [];
  let toSkip = skip;
  for (const { bits, count } of groups) {
    if (page.length >= limit) break;
    if (toSkip >= count) {
      toSkip -= count;
      continue;
    }
    for (let rank = 0; rank < order.length && page.length < limit; rank++) {
      const position = order[rank]!;
      if (!hasBit(bits, position)) continue;
      if (toSkip > 0) toSkip--;
      else page.push(snapshot.entries[position]!);
    }
  }
  return page;
}
