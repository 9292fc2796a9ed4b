import { productListInput, type ProductListQuery } from '../../schemas/catalog.ts';

type Key = keyof ProductListQuery;
const keys = Object.keys(productListInput.shape) as Key[];
const numericKeys = new Set<Key>(['brandId', 'itemId', 'chId', 'threeLevelId', 'fourLevelId', 'minPricePerKgFen', 'maxPricePerKgFen', 'curPage']);

/**
 * The /product URL query as a listing query: the same names as the API's input. A value that does not
 * fit its field is dropped on its own, so one bad parameter in a shared link does not lose the rest.
 */
export function queryFromSearch(search: string): ProductListQuery {
  const params = new URLSearchParams(search);
  const query: Record<string, unknown> = {};
  for (const key of keys) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const value = numericKeys.has(key) ? Number(raw) : key === 'inStock' ? raw === 'true' || raw === '1' : raw;
    const field = productListInput.shape[key].safeParse(value);
    if (field.success && field.data !== undefined && !isDefault(key, field.data)) query[key] = field.data;
  }
  return query as ProductListQuery;
}

/** The query as a URL search string, without defaults, in a stable order: `?keyword=…&brandId=…`. */
export function searchFromQuery(query: ProductListQuery): string {
  const params = new URLSearchParams();
  for (const key of keys) {
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
  for (const key of keys) if (next[key] === undefined) delete next[key];
  return next;
}
