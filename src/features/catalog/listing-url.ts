import { applicationCodes } from '../../schemas/applications.ts';
import type { ProductListQuery } from '../../schemas/catalog.ts';
import { KEYWORD_MAX_LENGTH, MAX_LISTING_PAGE, MAX_PRICE_PER_KG_FEN, productSorts } from '../../schemas/catalog-values.ts';
import { MAX_ID } from '../../schemas/ids.ts';

type Key = keyof ProductListQuery;

const wholeIn = (min: number, max: number) => (raw: string) => {
  const value = Number(raw);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
};
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: string) =>
    (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
const id = wholeIn(1, MAX_ID);
const pricePerKg = wholeIn(0, MAX_PRICE_PER_KG_FEN);

/**
 * Each field of the listing's input (schemas/catalog.ts `productListInput`), read from its URL text, in
 * the schema's order. The same rules as the schema, written without zod so that the listing page loads
 * none (its JavaScript stays small); listing-url.test.ts holds them to the schema field by field, and
 * the API still checks the whole query with the schema.
 */
const fields: { [K in Key]-?: (raw: string) => ProductListQuery[K] } = {
  keyword: (raw) => {
    const keyword = raw.trim();
    return keyword.length <= KEYWORD_MAX_LENGTH ? keyword : undefined;
  },
  brandId: id,
  itemId: id,
  chId: id,
  threeLevelId: id,
  fourLevelId: id,
  applicability: oneOf(applicationCodes),
  inStock: (raw) => raw === 'true' || raw === '1',
  hasSds: (raw) => raw === 'true' || raw === '1',
  minPricePerKgFen: pricePerKg,
  maxPricePerKgFen: pricePerKg,
  sort: oneOf(productSorts),
  curPage: wholeIn(1, MAX_LISTING_PAGE),
};
export const listingKeys = Object.keys(fields) as Key[];

/**
 * The /product URL query as a listing query: the same names as the API's input. A value that does not
 * fit its field is dropped on its own, so one bad parameter in a shared link does not lose the rest.
 */
export function queryFromSearch(search: string): ProductListQuery {
  const params = new URLSearchParams(search);
  const query: Record<string, unknown> = {};
  for (const key of listingKeys) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const value = fields[key](raw);
    if (value !== undefined && !isDefault(key, value)) query[key] = value;
  }
  return query as ProductListQuery;
}

/** The query as a URL search string, without defaults, in a stable order: `?keyword=…&brandId=…`. */
export function searchFromQuery(query: ProductListQuery): string {
  const params = new URLSearchParams();
  for (const key of listingKeys) {
    const value = query[key];
    if (value === undefined || value === false || value === '' || isDefault(key, value)) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

function isDefault(key: Key, value: unknown): boolean {
  return (key === 'curPage' && value === 1) || (key === 'sort' && value === 'comprehensive');
}

/** Changing anything but the page starts again at page 1. */
export function withChange(query: ProductListQuery, change: Partial<ProductListQuery>): ProductListQuery {
  const next: ProductListQuery = { ...query, ...change };
  if (!('curPage' in change)) delete next.curPage;
  for (const key of listingKeys) if (next[key] === undefined) delete next[key];
  return next;
}
