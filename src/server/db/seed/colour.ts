import { hexToLinearRgb } from '../../../lib/colour.ts';

/**
 * The diluted swatch: a pigment reduced with white (1 part to `whiteParts` parts). The mix is done on
 * linear-light sRGB reflectances with single-constant Kubelka–Munk (K/S adds by weight), which keeps
 * strong pigments strong in a tint the way paint does; a plain average would wash every tint out.
 */
export function tintWithWhite(hex: string, whiteParts = 10): string {
  const pigment = hexToLinearRgb(hex);
  const whiteKs = kOverS(1);
  const mixed = pigment.map((reflectance) => fromKOverS((kOverS(reflectance) + whiteParts * whiteKs) / (1 + whiteParts)));
  return linearToHex(mixed);
}

const clampReflectance = (value: number) => Math.min(0.999, Math.max(0.001, value));
const kOverS = (reflectance: number) => {
  const r = clampReflectance(reflectance);
  return (1 - r) ** 2 / (2 * r);
};
const fromKOverS = (ks: number) => 1 + ks - Math.sqrt(ks * ks + 2 * ks);

const toGamma = (linear: number) => {
  const c = linear <= 0.0031308 ? linear * 12.92 : 1.055 * linear ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
};

function linearToHex(channels: number[]): string {
  return `#${channels.map((channel) => toGamma(channel).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}
