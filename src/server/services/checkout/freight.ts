import { eq, inArray } from 'drizzle-orm';
import { shippingGramsOf } from '../../../lib/shipping-weight.ts';
import { type FreightSettings, type FreightZone, freightSettings } from '../../../schemas/freight.ts';
import { mainlandProvinceCodes, type ProvinceCode } from '../../../schemas/provinces.ts';
import type { Db, Tx } from '../../db/client.ts';
import { configData, products, skus } from '../../db/schema.ts';
import type { Shipment } from './freight-pricing.ts';

const FREIGHT_KEY = 'freight';
const kg = (n: number) => n * 1000;
const yuan = (n: number) => Math.round(n * 100);

const east: ProvinceCode[] = ['310000', '320000', '330000', '340000'];
const remote: ProvinceCode[] = ['150000', '540000', '620000', '630000', '640000', '650000'];
const undelivered: ProvinceCode[] = ['710000', '810000', '820000'];
const elsewhere = mainlandProvinceCodes.filter((code) => !east.includes(code) && !remote.includes(code));

const zone = (nameZh: string, nameEn: string, provinceCodes: ProvinceCode[], rates: Omit<FreightZone, 'nameZh' | 'nameEn' | 'provinceCodes'>): FreightZone => ({
  nameZh,
  nameEn,
  // A copy each: the express and logistics zones of one name start with the same provinces, not the same list.
  provinceCodes: [...provinceCodes],
  ...rates,
});

/**
 * The templates a shop starts with, priced like a Shanghai warehouse's: parcels by express up to 50 kg
 * (¥12 the first kg and ¥3 each further kg in east China, more farther away, free from ¥2,000 of goods but
 * never to the remote west), pallets by a logistics company from 30 kg at a per-kg rate, and collection at
 * the warehouse for nothing. Taiwan, Hong Kong and Macao are not delivered to: pigments are chemicals, and
 * shipping across those borders needs customs papers the shop does not handle online.
 */
export const DEFAULT_FREIGHT_SETTINGS: FreightSettings = {
  express: {
    enabled: true,
    minGrams: 0,
    maxGrams: kg(50),
    zones: [
      zone('江浙沪皖', 'East China', east, {
        firstGrams: kg(1),
        firstFen: yuan(12),
        stepGrams: kg(1),
        stepFen: yuan(3),
        minimumFen: 0,
        freeFromFen: yuan(2_000),
      }),
      zone('其他地区', 'Rest of mainland China', elsewhere, {
        firstGrams: kg(1),
        firstFen: yuan(15),
        stepGrams: kg(1),
        stepFen: yuan(5),
        minimumFen: 0,
        freeFromFen: yuan(3_000),
      }),
      zone('偏远地区', 'Remote regions', remote, {
        firstGrams: kg(1),
        firstFen: yuan(20),
        stepGrams: kg(1),
        stepFen: yuan(12),
        minimumFen: 0,
        freeFromFen: null,
      }),
    ],
  },
  logistics: {
    enabled: true,
    minGrams: kg(30),
    maxGrams: null,
    zones: [
      zone('江浙沪皖', 'East China', east, {
        firstGrams: kg(30),
        firstFen: yuan(60),
        stepGrams: kg(1),
        stepFen: yuan(1.2),
        minimumFen: yuan(60),
        freeFromFen: yuan(20_000),
      }),
      zone('其他地区', 'Rest of mainland China', elsewhere, {
        firstGrams: kg(30),
        firstFen: yuan(90),
        stepGrams: kg(1),
        stepFen: yuan(1.8),
        minimumFen: yuan(90),
        freeFromFen: null,
      }),
      zone('偏远地区', 'Remote regions', remote, {
        firstGrams: kg(30),
        firstFen: yuan(150),
        stepGrams: kg(1),
        stepFen: yuan(3),
        minimumFen: yuan(150),
        freeFromFen: null,
      }),
    ],
  },
  pickup: {
    enabled: true,
    addressZh: '上海市浦东新区科苑路 88 号 颜料仓库',
    addressEn: 'Pigment warehouse, 88 Keyuan Road, Pudong, Shanghai',
    hoursZh: '周一至周五 9:00–17:00（节假日除外）',
    hoursEn: 'Monday to Friday, 9:00–17:00 (not on public holidays)',
  },
  undeliveredProvinceCodes: undelivered,
};

/** The operator's freight templates, or the defaults until they save some. */
export async function loadFreightSettings(db: Db | Tx): Promise<FreightSettings> {
  const [row] = await db.select({ value: configData.value }).from(configData).where(eq(configData.key, FREIGHT_KEY));
  const stored = freightSettings.safeParse(row?.value);
  return stored.success ? stored.data : DEFAULT_FREIGHT_SETTINGS;
}

export async function saveFreightSettings(db: Db, settings: FreightSettings, now: Date): Promise<FreightSettings> {
  await db
    .insert(configData)
    .values({ key: FREIGHT_KEY, value: settings, updatedAt: now })
    .onConflictDoUpdate({ target: configData.key, set: { value: settings, updatedAt: now } });
  return settings;
}

/** What freight is priced by for these packs: their shipping weight, but for products that ship free. */
export async function shipmentOf(db: Db | Tx, lines: { skuId: number; quantity: number }[], provinceCode: string, goodsFen: number): Promise<Shipment> {
  const packs =
    lines.length === 0
      ? []
      : await db
          .select({ id: skus.id, netWeightGrams: skus.netWeightGrams, shippingWeightGrams: skus.shippingWeightGrams, freeShipping: products.freeShipping })
          .from(skus)
          .innerJoin(products, eq(products.id, skus.productId))
          .where(
            inArray(
              skus.id,
              lines.map((line) => line.skuId),
            ),
          );
  const packOf = new Map(packs.map((pack) => [pack.id, pack]));
  let weightGrams = 0;
  for (const line of lines) {
    const pack = packOf.get(line.skuId);
    if (pack && !pack.freeShipping) weightGrams += shippingGramsOf(pack) * line.quantity;
  }
  return { provinceCode, weightGrams, goodsFen, allShipFree: packs.length > 0 && packs.every((pack) => pack.freeShipping) };
}
