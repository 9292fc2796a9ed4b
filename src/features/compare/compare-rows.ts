import { type ApplicationCode, applicationCodes } from '../../schemas/applications.ts';
import type { ProductDetail } from '../../schemas/catalog.ts';
import { formatPrice } from '../../schemas/money.ts';

/** The per-kilogram price range over the packs on sale: "¥12.00 – ¥18.50", one price when all agree, null without packs. */
export function pricePerKgRange(product: ProductDetail): { min: string; max: string } | null {
  const prices = product.skus.map((sku) => sku.pricePerKgFen);
  if (prices.length === 0) return null;
  return { min: formatPrice(Math.min(...prices)), max: formatPrice(Math.max(...prices)) };
}

/** Every parameter any of the products has, in the order first met, for one row each. */
export function parameterNames(products: ProductDetail[]): string[] {
  return [...new Set(products.flatMap((product) => product.parameters.map((parameter) => parameter.name)))];
}

export const parameterValue = (product: ProductDetail, name: string): string | null =>
  product.parameters.find((parameter) => parameter.name === name)?.value ?? null;

/** Whether a row says the same for every product compared (a value as its text, none as null): "show differences only" hides it. */
export const sameForAll = (values: readonly (string | null)[]): boolean => new Set(values).size <= 1;

const orderOfUse = (code: string) => {
  const index = applicationCodes.indexOf(code as ApplicationCode);
  return index < 0 ? applicationCodes.length : index;
};

/** Use codes in the vocabulary's order (unknown ones last), so that two products with the same uses read, and compare, alike. */
export const inUseOrder = (codes: readonly string[]): string[] => [...codes].sort((a, b) => orderOfUse(a) - orderOfUse(b));
