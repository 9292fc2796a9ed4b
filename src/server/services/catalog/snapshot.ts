import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ApplicationCode, applicationCodes, applicationLabels } from '../../../schemas/applications.ts';
import { ciLongNameOrNull } from '../../../schemas/colour-index.ts';
import type { Db } from '../../db/client.ts';
import { brands, categories, productColours, productDocuments, products } from '../../db/schema.ts';
import { keptUntilChanged } from './changes.ts';
import { productInShop } from './in-shop.ts';
import { packTotals, readAllPacks, readPacks } from './packs.ts';
import { type SearchTarget, type SynonymMap, searchTargetMaker } from './search.ts';
import { readSynonymMap } from './synonyms.ts';

/*
 * The listing, search, facets and colour card run over an in-process snapshot of the published
 * catalogue: the same facets in SQL would cost every request several queries. A process that hears the
 * catalogue's changes (changes.ts) keeps its snapshot until one is heard: a content change reloads it at
 * once, sales (which move its stock and lowest prices) at most every few seconds, reading only the
 * products whose packs changed (reading all 50,000 products again on each sale took a serving process
 * under load from 460 to 940 MiB); a process that does not hear them reloads it when it is that old. A
 * change made by this process reloads it at once (invalidateCatalog). The prices and stock shown on
 * cards are the packs' own, as heard.
 * Measured on 10,000 products: 1–6 ms for a query seen for the first time, microseconds after (listing.ts).
 */

export type CatalogEntry = {
  id: number;
  code: string;
  nameZh: string;
  nameEn: string;
  brandId: number;
  ciName: string | null;
  ciNumber: string | null;
  hex: string | null;
  imageUrl: string | null;
  applicability: ApplicationCode[];
  /** Level-1 … level-4 category ids, root first. */
  categoryPath: number[];
  minPricePerKgFen: number | null;
  stock: number;
  salesCount: number;
  /** It has a safety data sheet. */
  hasSds: boolean;
  /** What the keyword search matches against: folded texts, their pinyin and initials (search.ts). */
  search: SearchTarget;
};

export type CategoryEntry = { id: number; parentId: number | null; level: number; nameZh: string; nameEn: string; sort: number };
export type BrandEntry = { id: number; nameZh: string; nameEn: string; sort: number };

export type CatalogSnapshot = {
  entries: CatalogEntry[];
  byId: Map<number, CatalogEntry>;
  categories: Map<number, CategoryEntry>;
  brands: Map<number, BrandEntry>;
  maxCategoryId: number;
  maxBrandId: number;
  /** The synonym table, by folded term. */
  synonyms: SynonymMap;
  /** How long indexing the products for search took, in milliseconds. */
  searchIndexMs: number;
  /** The same object while no product's searchable texts change: what is worked out from them is kept by it. */
  searchGeneration: object;
  /**
   * The same object while the entries are the same products in the same order with the same texts and
   * places (only their packs changed): what is worked out from those alone is kept by it.
   */
  entriesGeneration: object;
};

/** The current snapshot, kept until a change to the catalogue is heard (changes.ts). */
export const getCatalog = keptUntilChanged('catalogue', 'content and packs', loadSnapshot, withPacksChanged);

/** Every category, by id. */
export const readCategories = async (db: Db): Promise<Map<number, CategoryEntry>> => new Map((await db.select().from(categories)).map((row) => [row.id, row]));

const naturalColour = alias(productColours, 'natural_colour');
/** Each code as the one string the program holds, not a copy read from each product's row. */
const applicationCodeOf = Object.fromEntries(applicationCodes.map((code) => [code, code])) as Record<ApplicationCode, ApplicationCode>;

async function loadSnapshot(db: Db): Promise<CatalogSnapshot> {
  const [productRows, packRows, categoryMap, brandRows, sdsRows, synonyms] = await Promise.all([
    db
      .select({
        id: products.id,
        code: products.code,
        nameZh: products.nameZh,
        nameEn: products.nameEn,
        brandId: products.brandId,
        categoryId: products.categoryId,
        ciName: products.ciName,
        ciNumber: products.ciNumber,
        chemistryZh: products.chemistryZh,
        chemistryEn: products.chemistryEn,
        imageUrl: products.imageUrl,
        applicability: products.applicability,
        salesCount: products.salesCount,
        hex: naturalColour.hex,
      })
      .from(products)
      .leftJoin(naturalColour, and(eq(naturalColour.productId, products.id), eq(naturalColour.variant, 'natural')))
      .where(productInShop),
    readAllPacks(db),
    readCategories(db),
    db.select({ id: brands.id, nameZh: brands.nameZh, nameEn: brands.nameEn, sort: brands.sort }).from(brands),
    db.selectDistinct({ productId: productDocuments.productId }).from(productDocuments).where(eq(productDocuments.type, 'sds')),
    readSynonymMap(db),
  ]);
  const withSds = new Set(sdsRows.map((row) => row.productId));

  const brandMap = new Map(brandRows.map((row) => [row.id, row]));
  const packs = Map.groupBy(packRows, (row) => row.productId);
  // Products share a few sets of uses: one array each, not one per product.
  const usesSets = new Map<string, ApplicationCode[]>();
  const sameUses = (codes: ApplicationCode[]) => {
    const key = codes.join();
    let shared = usesSets.get(key);
    if (!shared) usesSets.set(key, (shared = codes.map((code) => applicationCodeOf[code])));
    return shared;
  };
  const pathCache = new Map<number, number[]>();
  const pathOf = (categoryId: number): number[] => {
    let path = pathCache.get(categoryId);
    if (!path) {
      const parent = categoryMap.get(categoryId)?.parentId;
      path = [...(parent ? pathOf(parent) : []), categoryId];
      pathCache.set(categoryId, path);
    }
    return path;
  };

  const indexing = { ms: 0 };
  const index = searchIndex();
  const entries = productRows
    .map((row): CatalogEntry => {
      const brand = brandMap.get(row.brandId);
      const { minPricePerKgFen, stock } = packTotals(packs.get(row.id) ?? []);
      const applicability = sameUses(row.applicability.filter((code): code is ApplicationCode => code in applicationLabels));
      return {
        id: row.id,
        code: row.code,
        nameZh: row.nameZh,
        nameEn: row.nameEn,
        brandId: row.brandId,
        ciName: row.ciName,
        ciNumber: row.ciNumber,
        hex: row.hex,
        imageUrl: row.imageUrl,
        applicability,
        categoryPath: pathOf(row.categoryId),
        minPricePerKgFen,
        stock,
        salesCount: row.salesCount,
        hasSds: withSds.has(row.id),
        search: timed(indexing, () => index.targetOf(searchTextsOf(row, brand, applicability))),
      };
    })
    .sort((a, b) => a.id - b.id);

  return {
    entries,
    byId: new Map(entries.map((entry) => [entry.id, entry])),
    categories: categoryMap,
    brands: brandMap,
    maxCategoryId: Math.max(0, ...categoryMap.keys()),
    maxBrandId: Math.max(0, ...brandMap.keys()),
    synonyms,
    searchIndexMs: indexing.ms,
    searchGeneration: index.generation(),
    entriesGeneration: {},
  };
}

/**
 * The snapshot with the lowest prices and stock of these products read again from their packs: a stream
 * of sales costs the products sold, not a read of the whole catalogue.
 */
async function withPacksChanged(db: Db, kept: CatalogSnapshot, productIds: number[]): Promise<CatalogSnapshot> {
  const inShop = productIds.filter((id) => kept.byId.has(id));
  const packs = await readPacks(db, inShop);
  const entries = kept.entries.map((entry) => {
    const changed = packs.get(entry.id);
    if (!changed) return entry;
    const { minPricePerKgFen, stock } = packTotals(changed);
    return { ...entry, minPricePerKgFen, stock };
  });
  return { ...kept, entries, byId: new Map(entries.map((entry) => [entry.id, entry])) };
}

/**
 * Search targets by a digest of the texts they were made from (the texts themselves would double the
 * memory), kept from one load to the next: a reload for sales (stock and prices) indexes nothing again,
 * a content change only the products whose texts changed.
 */
let lastIndex = { targets: new Map<string, SearchTarget>(), generation: {} };
function searchIndex() {
  const previous = lastIndex;
  const targets = new Map<string, SearchTarget>();
  const makeTarget = searchTargetMaker();
  let made = 0;
  return {
    targetOf(texts: string[]): SearchTarget {
      const key = createHash('sha1').update(texts.join('\u0000')).digest('base64');
      let target = targets.get(key) ?? previous.targets.get(key);
      if (!target) {
        target = makeTarget(texts);
        made++;
      }
      targets.set(key, target);
      return target;
    },
    generation(): object {
      const same = made === 0 && targets.size === previous.targets.size;
      lastIndex = { targets, generation: same ? previous.generation : {} };
      return lastIndex.generation;
    },
  };
}

function timed<T>(total: { ms: number }, work: () => T): T {
  const started = performance.now();
  const result = work();
  total.ms += performance.now() - started;
  return result;
}

type SearchableRow = { code: string; nameZh: string; nameEn: string; ciName: string | null; ciNumber: string | null; chemistryZh: string; chemistryEn: string };

/** Names in both languages, brand, Colour Index name in every usual spelling and number, code, uses. */
function searchTextsOf(row: SearchableRow, brand: BrandEntry | undefined, applicability: ApplicationCode[]): string[] {
  const texts = [row.code, row.nameZh, row.nameEn, row.chemistryZh, row.chemistryEn, brand?.nameZh ?? '', brand?.nameEn ?? ''];
  if (row.ciName) {
    const long = ciLongNameOrNull(row.ciName);
    texts.push(row.ciName, ...row.ciName.split('/'), long?.zh ?? '', long?.en ?? '');
  }
  if (row.ciNumber) texts.push(row.ciNumber, `CI ${row.ciNumber}`);
  for (const code of applicability) texts.push(applicationLabels[code].zh, applicationLabels[code].en);
  return texts;
}
