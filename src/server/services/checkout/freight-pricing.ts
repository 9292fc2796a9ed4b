import type { DeliveryOption, FreightBreakdown, FreightSettings, ShippedWay, ShippedWayTemplate } from '../../../schemas/freight.ts';
import { deliveryWays } from '../../../schemas/freight.ts';

export type Shipment = {
  provinceCode: string;
  /** The shipping weight of every line whose product does not ship free. */
  weightGrams: number;
  goodsFen: number;
  /** Every product of the order ships free. */
  allShipFree: boolean;
};

/** Whether a list of province codes holds an address's province (any text, as addresses store it). */
const lists = (codes: readonly string[], provinceCode: string) => codes.includes(provinceCode);

export const deliversTo = (settings: FreightSettings, provinceCode: string): boolean => !lists(settings.undeliveredProvinceCodes, provinceCode);

/** The freight of one way shipped by weight, or why it is not offered: a pure function of the template and the shipment. */
function priceShippedWay(way: ShippedWay, template: ShippedWayTemplate, shipment: Shipment): DeliveryOption {
  if (!template.enabled) return { way, available: false, reason: 'disabled', limitGrams: null };
  const zone = template.zones.find((candidate) => lists(candidate.provinceCodes, shipment.provinceCode));
  if (!zone) return { way, available: false, reason: 'notInZone', limitGrams: null };
  if (template.maxGrams !== null && shipment.weightGrams > template.maxGrams)
    return { way, available: false, reason: 'tooHeavy', limitGrams: template.maxGrams };
  if (shipment.weightGrams < template.minGrams) return { way, available: false, reason: 'tooLight', limitGrams: template.minGrams };

  const additionalGrams = Math.max(0, shipment.weightGrams - zone.firstGrams);
  const steps = Math.ceil(additionalGrams / zone.stepGrams);
  const additionalFen = steps * zone.stepFen;
  const charged = zone.firstFen + additionalFen;
  const minimumApplies = charged < zone.minimumFen;
  const freeShipping = shipment.allShipFree || (zone.freeFromFen !== null && shipment.goodsFen >= zone.freeFromFen);
  const breakdown: FreightBreakdown = {
    way,
    weightGrams: shipment.weightGrams,
    zoneZh: zone.nameZh,
    zoneEn: zone.nameEn,
    firstGrams: zone.firstGrams,
    firstFen: zone.firstFen,
    additionalGrams,
    stepGrams: zone.stepGrams,
    stepFen: zone.stepFen,
    additionalFen,
    minimumFen: minimumApplies ? zone.minimumFen : null,
    freeFromFen: zone.freeFromFen,
    freeShipping,
    shortOfFreeFen: freeShipping || zone.freeFromFen === null ? null : zone.freeFromFen - shipment.goodsFen,
    freightFen: freeShipping ? 0 : Math.max(charged, zone.minimumFen),
  };
  return { way, available: true, freightFen: breakdown.freightFen, breakdown };
}

/** Every delivery way for a shipment, in the shop's order: its price and breakdown, or why it is not offered. */
export function deliveryOptions(settings: FreightSettings, shipment: Shipment): DeliveryOption[] {
  return deliveryWays.map((way) => {
    if (way === 'pickup')
      return settings.pickup.enabled
        ? { way, available: true, freightFen: 0, breakdown: null }
        : { way, available: false, reason: 'disabled', limitGrams: null };
    return priceShippedWay(way, settings[way], shipment);
  });
}
