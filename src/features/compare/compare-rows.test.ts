import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../schemas/catalog.ts';
import { colourIndexLabel } from '../../schemas/colour-index.ts';
import { inUseOrder, parameterNames, parameterValue, pricePerKgRange, sameForAll } from './compare-rows.ts';

const sku = (id: number, pricePerKgFen: number) => ({
  id,
  label: `${id} kg`,
  netWeightGrams: id * 1000,
  priceFen: pricePerKgFen * id,
  pricePerKgFen,
  stock: 5,
});

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 1,
    code: 'P-1',
    name: 'Blue',
    brandId: 1,
    brandName: 'Brand',
    ciName: 'PB 15:3',
    hex: '#0000ff',
    imageUrl: null,
    applicability: [],
    minPricePerKgFen: null,
    minPriceFen: null,
    stock: 0,
    salesCount: 0,
    ciNumber: '74160',
    ciLongName: 'Pigment Blue 15:3',
    chemistry: 'copper phthalocyanine',
    origin: '',
    specification: '',
    introHtml: '',
    dilutedHex: null,
    images: [],
    categoryPath: [],
    parameters: [],
    skus: [],
    retired: false,
    updatedAt: '2026-01-01T00:00:00.000Z',
    documents: [],
    ...overrides,
  };
}

describe('compare rows', () => {
  it('per-kg price range over the packs, one price when they agree, none without packs', () => {
    expect(pricePerKgRange(product({ skus: [sku(25, 1250), sku(1, 1890), sku(5, 1500)] }))).toEqual({ min: '¥12.50', max: '¥18.90' });
    expect(pricePerKgRange(product({ skus: [sku(1, 1000)] }))).toEqual({ min: '¥10.00', max: '¥10.00' });
    expect(pricePerKgRange(product())).toBeNull();
  });

  it('one row per parameter any product has, in the order first met', () => {
    const a = product({
      parameters: [
        { name: 'Density', value: '1.6' },
        { name: 'Heat', value: '200' },
      ],
    });
    const b = product({
      parameters: [
        { name: 'Oil', value: '40' },
        { name: 'Density', value: '1.4' },
      ],
    });
    expect(parameterNames([a, b])).toEqual(['Density', 'Heat', 'Oil']);
    expect(parameterValue(b, 'Heat')).toBeNull();
    expect(parameterValue(b, 'Density')).toBe('1.4');
  });

  it('the Colour Index as the product page shows it', () => {
    expect(colourIndexLabel(product())).toBe('PB 15:3 · Pigment Blue 15:3 · C.I. 74160');
    expect(colourIndexLabel(product({ ciName: null }))).toBeNull();
    expect(colourIndexLabel(product({ ciLongName: null, ciNumber: null }))).toBe('PB 15:3');
  });

  it('a row is the same for all when every product has the same value, or every one has none', () => {
    expect(sameForAll(['Rutile', 'Rutile', 'Rutile'])).toBe(true);
    expect(sameForAll([null, null])).toBe(true);
    expect(sameForAll(['Rutile', 'Anatase'])).toBe(false);
    expect(sameForAll(['Rutile', null])).toBe(false);
    expect(sameForAll(['1.4', '1.40'])).toBe(false);
  });

  it('puts uses in the vocabulary order, whatever order a product lists them in', () => {
    expect(inUseOrder(['paper', 'coatings', 'inks'])).toEqual(['coatings', 'inks', 'paper']);
    expect(inUseOrder(['something', 'plastics'])).toEqual(['plastics', 'something']);
  });
});
