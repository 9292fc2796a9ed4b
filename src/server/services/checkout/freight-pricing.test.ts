import { describe, expect, it } from 'vitest';
import { type DeliveryOption, type FreightSettings, freightSettings } from '../../../schemas/freight.ts';
import { DEFAULT_FREIGHT_SETTINGS } from '../../../schemas/freight-defaults.ts';
import { deliversTo, deliveryOptions, type Shipment } from './freight-pricing.ts';

const SHANGHAI = '310000';
const SICHUAN = '510000';
const XINJIANG = '650000';
const HONG_KONG = '810000';

const shipment = (weightGrams: number, goodsFen = 10_000, provinceCode = SHANGHAI, allShipFree = false): Shipment => ({
  provinceCode,
  weightGrams,
  goodsFen,
  allShipFree,
});
const option = (settings: FreightSettings, of: Shipment, way: DeliveryOption['way']) =>
  deliveryOptions(settings, of).find((candidate) => candidate.way === way)!;
const express = (of: Shipment) => option(DEFAULT_FREIGHT_SETTINGS, of, 'express');
const logistics = (of: Shipment) => option(DEFAULT_FREIGHT_SETTINGS, of, 'logistics');
const fenOf = (chosen: DeliveryOption) => (chosen.available ? chosen.freightFen : null);

describe('express by weight and zone (the default templates)', () => {
  it('charges the first weight alone up to and at exactly 1 kg, then ¥3 per started kg in east China', () => {
    expect(fenOf(express(shipment(1)))).toBe(1_200);
    expect(fenOf(express(shipment(1_000)))).toBe(1_200);
    expect(fenOf(express(shipment(1_001)))).toBe(1_500);
    expect(fenOf(express(shipment(2_000)))).toBe(1_500);
    expect(fenOf(express(shipment(2_001)))).toBe(1_800);
  });

  it('a 25 kg bag costs more than a 1 kg bag to the same address below free postage', () => {
    const bag25 = express(shipment(26_000));
    expect(fenOf(bag25)).toBe(1_200 + 25 * 300);
    expect(fenOf(bag25)!).toBeGreaterThan(fenOf(express(shipment(1_050)))!);
    expect(bag25).toMatchObject({
      breakdown: { zoneEn: 'East China', firstGrams: 1_000, additionalGrams: 25_000, additionalFen: 7_500, shortOfFreeFen: 190_000 },
    });
  });

  it('prices farther zones higher and the remote west highest, never free there', () => {
    const east = fenOf(express(shipment(5_000)))!;
    const rest = fenOf(express(shipment(5_000, 10_000, SICHUAN)))!;
    const remote = express(shipment(5_000, 10_000_000, XINJIANG));
    expect(rest).toBeGreaterThan(east);
    expect(fenOf(remote)!).toBeGreaterThan(rest);
    expect(remote).toMatchObject({ breakdown: { freeShipping: false, freeFromFen: null, shortOfFreeFen: null } });
  });

  it('is free from exactly the zone threshold of goods, and says how much is missing just below it', () => {
    expect(express(shipment(3_000, 199_999))).toMatchObject({ freightFen: 1_800, breakdown: { freeShipping: false, shortOfFreeFen: 1 } });
    expect(express(shipment(3_000, 200_000))).toMatchObject({ freightFen: 0, breakdown: { freeShipping: true, shortOfFreeFen: null } });
  });

  it('is not offered above its 50 kg maximum: exactly 50 kg still goes by express', () => {
    expect(express(shipment(50_000)).available).toBe(true);
    expect(express(shipment(50_001))).toEqual({ way: 'express', available: false, reason: 'tooHeavy', limitGrams: 50_000 });
  });

  it('ships free when every product of the order ships free', () => {
    expect(express(shipment(0, 100, SHANGHAI, true))).toMatchObject({ freightFen: 0, breakdown: { freeShipping: true } });
  });
});

describe('logistics from 30 kg', () => {
  it('is offered from exactly 30 kg, with its minimum charge', () => {
    expect(logistics(shipment(29_999))).toEqual({ way: 'logistics', available: false, reason: 'tooLight', limitGrams: 30_000 });
    expect(logistics(shipment(30_000))).toMatchObject({ freightFen: 6_000, breakdown: { additionalGrams: 0 } });
    expect(logistics(shipment(500_000))).toMatchObject({ freightFen: 6_000 + 470 * 120 });
  });
});

describe('zones, minimums, switches and undelivered provinces', () => {
  const custom: FreightSettings = {
    ...DEFAULT_FREIGHT_SETTINGS,
    express: {
      enabled: true,
      minGrams: 0,
      maxGrams: null,
      zones: [
        {
          nameZh: '上海',
          nameEn: 'Shanghai',
          provinceCodes: [SHANGHAI],
          firstGrams: 500,
          firstFen: 500,
          stepGrams: 500,
          stepFen: 100,
          minimumFen: 800,
          freeFromFen: null,
        },
      ],
    },
    logistics: { ...DEFAULT_FREIGHT_SETTINGS.logistics, enabled: false },
    pickup: { ...DEFAULT_FREIGHT_SETTINGS.pickup, enabled: false },
  };

  it('raises a price below the minimum charge to it, and says so', () => {
    expect(option(custom, shipment(900), 'express')).toMatchObject({ freightFen: 800, breakdown: { minimumFen: 800, additionalFen: 100 } });
    expect(option(custom, shipment(2_000), 'express')).toMatchObject({ freightFen: 800, breakdown: { minimumFen: null } });
  });

  it('does not offer a way to a province none of its zones lists, nor a way switched off', () => {
    expect(option(custom, shipment(900, 100, SICHUAN), 'express')).toMatchObject({ available: false, reason: 'notInZone' });
    expect(option(custom, shipment(40_000), 'logistics')).toMatchObject({ available: false, reason: 'disabled' });
    expect(option(custom, shipment(900), 'pickup')).toMatchObject({ available: false, reason: 'disabled' });
  });

  it('offers pickup for nothing when it is on, whatever the weight', () => {
    expect(option(DEFAULT_FREIGHT_SETTINGS, shipment(900_000), 'pickup')).toEqual({ way: 'pickup', available: true, freightFen: 0, breakdown: null });
  });

  it('does not deliver to Hong Kong, Macao or Taiwan by default, and no zone lists them', () => {
    expect(deliversTo(DEFAULT_FREIGHT_SETTINGS, HONG_KONG)).toBe(false);
    expect(deliversTo(DEFAULT_FREIGHT_SETTINGS, SHANGHAI)).toBe(true);
    expect(express(shipment(1_000, 100, HONG_KONG))).toMatchObject({ available: false, reason: 'notInZone' });
  });

  it('the default templates are valid templates, as the back office would save them', () => {
    expect(freightSettings.parse(DEFAULT_FREIGHT_SETTINGS)).toEqual(DEFAULT_FREIGHT_SETTINGS);
  });

  it('the default templates cover every mainland province exactly once per shipped way', () => {
    for (const way of ['express', 'logistics'] as const) {
      const codes = DEFAULT_FREIGHT_SETTINGS[way].zones.flatMap((zone) => zone.provinceCodes);
      expect(new Set(codes).size).toBe(codes.length);
      expect(codes).toHaveLength(31);
    }
  });
});
