import { areaList } from '@vant/area-data';
import type { Region } from '../../schemas/address.ts';
import type { Locale } from '../../schemas/common.ts';
import { regionNameEn } from './region-names.ts';

/*
 * China's administrative divisions (GB/T 2260) from a maintained data package: a city's code starts with
 * its province's first two digits, a district's with its city's first four.
 */
const asRegions = (list: Record<string, string>): Region[] => Object.entries(list).map(([code, name]) => ({ code, name }));
const provinces = asRegions(areaList.province_list);
const cities = asRegions(areaList.city_list);
const districts = asRegions(areaList.county_list);

function childrenOf(parentCode: string | undefined): Region[] {
  if (parentCode === undefined) return provinces;
  if (parentCode.endsWith('0000')) return cities.filter((city) => city.code.startsWith(parentCode.slice(0, 2)));
  if (parentCode.endsWith('00')) return districts.filter((district) => district.code.startsWith(parentCode.slice(0, 4)));
  return [];
}

/** The divisions under a parent (provinces without one), named in the reader's language. */
export function regionChildren(parentCode: string | undefined, locale: Locale): Region[] {
  const children = childrenOf(parentCode);
  return locale === 'en' ? children.map((region) => ({ code: region.code, name: regionNameEn(region.code, region.name) })) : children;
}

/** The names of a province, city and district that belong together, or null when they do not. */
export function resolveRegions(provinceCode: string, cityCode: string, districtCode: string) {
  const province = areaList.province_list[provinceCode];
  const city = areaList.city_list[cityCode];
  const district = areaList.county_list[districtCode];
  const chained = cityCode.slice(0, 2) === provinceCode.slice(0, 2) && districtCode.slice(0, 4) === cityCode.slice(0, 4);
  if (!province || !city || !district || !chained) return null;
  return { province, city, district };
}
