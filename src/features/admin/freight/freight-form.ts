import type { FreightSettings, FreightZone, ShippedWay } from '../../../schemas/freight.ts';
import { parseYuan } from '../../../schemas/money.ts';
import type { ProvinceCode } from '../../../schemas/provinces.ts';

/** A zone as the operator types it: weights in kg and money in yuan, as text. */
export type ZoneForm = {
  nameZh: string;
  nameEn: string;
  provinceCodes: ProvinceCode[];
  firstKg: string;
  firstYuan: string;
  stepKg: string;
  stepYuan: string;
  minimumYuan: string;
  /** Blank: never free. */
  freeFromYuan: string;
};
export type WayForm = { enabled: boolean; minKg: string /** Blank: no limit. */; maxKg: string; zones: ZoneForm[] };
export type FreightForm = Omit<FreightSettings, ShippedWay> & Record<ShippedWay, WayForm>;

const kgText = (grams: number) => String(grams / 1000);
const yuanText = (fen: number) => (fen / 100).toFixed(2);
/** Kilograms with up to three decimals as grams; anything else is NaN, which the contract refuses beside the field. */
const grams = (text: string) => (/^\d{1,6}(\.\d{1,3})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 1000) : Number.NaN);
const fen = (text: string) => parseYuan(text) ?? Number.NaN;

const zoneForm = (zone: FreightZone): ZoneForm => ({
  nameZh: zone.nameZh,
  nameEn: zone.nameEn,
  provinceCodes: zone.provinceCodes,
  firstKg: kgText(zone.firstGrams),
  firstYuan: yuanText(zone.firstFen),
  stepKg: kgText(zone.stepGrams),
  stepYuan: yuanText(zone.stepFen),
  minimumYuan: yuanText(zone.minimumFen),
  freeFromYuan: zone.freeFromFen === null ? '' : yuanText(zone.freeFromFen),
});

export const emptyZone = (): ZoneForm => ({
  nameZh: '',
  nameEn: '',
  provinceCodes: [],
  firstKg: '1',
  firstYuan: '0.00',
  stepKg: '1',
  stepYuan: '0.00',
  minimumYuan: '0.00',
  freeFromYuan: '',
});

export function toForm(settings: FreightSettings): FreightForm {
  const way = (name: ShippedWay): WayForm => ({
    enabled: settings[name].enabled,
    minKg: kgText(settings[name].minGrams),
    maxKg: settings[name].maxGrams === null ? '' : kgText(settings[name].maxGrams),
    zones: settings[name].zones.map(zoneForm),
  });
  return { ...settings, express: way('express'), logistics: way('logistics') };
}

/** The form as the contract's shape; what does not read as a number stays NaN for the contract to refuse. */
export function fromForm(form: FreightForm): unknown {
  const way = (name: ShippedWay) => ({
    enabled: form[name].enabled,
    minGrams: grams(form[name].minKg),
    maxGrams: form[name].maxKg.trim() === '' ? null : grams(form[name].maxKg),
    zones: form[name].zones.map((zone) => ({
      nameZh: zone.nameZh,
      nameEn: zone.nameEn,
      provinceCodes: zone.provinceCodes,
      firstGrams: grams(zone.firstKg),
      firstFen: fen(zone.firstYuan),
      stepGrams: grams(zone.stepKg),
      stepFen: fen(zone.stepYuan),
      minimumFen: fen(zone.minimumYuan),
      freeFromFen: zone.freeFromYuan.trim() === '' ? null : fen(zone.freeFromYuan),
    })),
  });
  return { ...form, express: way('express'), logistics: way('logistics') };
}
