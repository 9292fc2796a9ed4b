import type { FreightSettings, FreightZone } from './freight.ts';
import { mainlandProvinceCodes, type ProvinceCode } from './provinces.ts';

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
