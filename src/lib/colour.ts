/**
 * Colour maths shared by the server's colour search and the browser islands (no Node imports):
 * hex parsing, sRGB → CIELAB, the CIEDE2000 difference, and the families the colour card groups by.
 */

export type Lab = { l: number; a: number; b: number };
export type Lch = { l: number; c: number; h: number };

/** "#0F4C81", "0f4c81" or "#abc", with surrounding spaces, in any case → "#0F4C81"; anything else → null. */
export function parseHex(input: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(input.trim());
  if (!match) return null;
  const digits = match[1]!;
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return `#${full.toUpperCase()}`;
}

/** The 0–255 sRGB channels of a colour that `parseHex` accepts; throws for anything else. */
export function hexToRgb(hex: string): [number, number, number] {
  const canonical = parseHex(hex);
  if (!canonical) throw new Error(`not a hex colour: ${hex}`);
  const channel = (start: number) => parseInt(canonical.slice(start, start + 2), 16);
  return [channel(1), channel(3), channel(5)];
}

/** An 8-bit sRGB channel as linear light in 0–1 (the IEC 61966-2-1 transfer function). */
export function srgbToLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Linear-light R, G, B in 0–1. */
export function hexToLinearRgb(hex: string): [number, number, number] {
  const [r, g, b] = hexToRgb(hex);
  return [srgbToLinear(r), srgbToLinear(g), srgbToLinear(b)];
}

// D65 reference white. The sRGB → XYZ matrix below is the one derived from the sRGB primaries and this
// same white, so its rows sum to the white and every grey lands on a* = b* = 0.
const whiteX = 0.95047;
const whiteY = 1.0;
const whiteZ = 1.08883;

/** sRGB → linear → XYZ (D65) → CIELAB. */
export function hexToLab(hex: string): Lab {
  const [r, g, b] = hexToLinearRgb(hex);
  const x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = 0.0193339 * r + 0.119192 * g + 0.9503041 * b;
  const fx = labCompand(x / whiteX);
  const fy = labCompand(y / whiteY);
  const fz = labCompand(z / whiteZ);
  return { l: 116 * fy - 116 * (4 / 29), a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

const labEpsilon = (6 / 29) ** 3;
const labCompand = (t: number) => (t > labEpsilon ? Math.cbrt(t) : t / (3 * (6 / 29) ** 2) + 4 / 29);

/** Lightness, chroma and hue angle in degrees (0 ≤ h < 360; 0 for a neutral). */
export function labToLch({ l, a, b }: Lab): Lch {
  return { l, c: Math.hypot(a, b), h: hueDegrees(a, b) };
}

const hueDegrees = (a: number, b: number) => {
  if (a === 0 && b === 0) return 0;
  const degrees = (Math.atan2(b, a) * 180) / Math.PI;
  return degrees < 0 ? degrees + 360 : degrees;
};

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const pow25To7 = 25 ** 7;

/**
 * CIEDE2000 with kL = kC = kH = 1, following Sharma, Wu & Dalal, "The CIEDE2000 Color-Difference Formula:
 * Implementation Notes, Supplementary Test Data, and Mathematical Observations" (2005), equations 2–22.
 */
export function deltaE2000(x: Lab, y: Lab): number {
  const meanChroma = (Math.hypot(x.a, x.b) + Math.hypot(y.a, y.b)) / 2;
  // G stretches a* for near-neutral colours, where the eye is more sensitive to hue than CIELAB predicts.
  const g = 0.5 * (1 - Math.sqrt(meanChroma ** 7 / (meanChroma ** 7 + pow25To7)));
  const a1 = (1 + g) * x.a;
  const a2 = (1 + g) * y.a;
  const c1 = Math.hypot(a1, x.b);
  const c2 = Math.hypot(a2, y.b);
  const h1 = hueDegrees(a1, x.b);
  const h2 = hueDegrees(a2, y.b);

  const deltaL = y.l - x.l;
  const deltaC = c2 - c1;
  const hueDelta = c1 * c2 === 0 ? 0 : signedHueDelta(h1, h2);
  const deltaH = 2 * Math.sqrt(c1 * c2) * Math.sin(toRadians(hueDelta / 2));

  const meanL = (x.l + y.l) / 2;
  const meanC = (c1 + c2) / 2;
  const meanH = c1 * c2 === 0 ? h1 + h2 : meanHue(h1, h2);

  const t =
    1 -
    0.17 * Math.cos(toRadians(meanH - 30)) +
    0.24 * Math.cos(toRadians(2 * meanH)) +
    0.32 * Math.cos(toRadians(3 * meanH + 6)) -
    0.2 * Math.cos(toRadians(4 * meanH - 63));
  const lightnessOffset = (meanL - 50) ** 2;
  const weightL = 1 + (0.015 * lightnessOffset) / Math.sqrt(20 + lightnessOffset);
  const weightC = 1 + 0.045 * meanC;
  const weightH = 1 + 0.015 * meanC * t;
  // The rotation term corrects the tilt of the discrimination ellipses in the blue region (around 275°).
  const rotationAngle = 30 * Math.exp(-(((meanH - 275) / 25) ** 2));
  const rotation = -2 * Math.sqrt(meanC ** 7 / (meanC ** 7 + pow25To7)) * Math.sin(toRadians(2 * rotationAngle));

  const termL = deltaL / weightL;
  const termC = deltaC / weightC;
  const termH = deltaH / weightH;
  return Math.sqrt(termL ** 2 + termC ** 2 + termH ** 2 + rotation * termC * termH);
}

/** h2 − h1 taken the short way round the circle, in (−180, 180]. */
function signedHueDelta(h1: number, h2: number): number {
  const delta = h2 - h1;
  if (Math.abs(delta) <= 180) return delta;
  return delta > 180 ? delta - 360 : delta + 360;
}

/** The mean of two hue angles on the short arc between them (Sharma's eq. 14). */
function meanHue(h1: number, h2: number): number {
  if (Math.abs(h1 - h2) <= 180) return (h1 + h2) / 2;
  return h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
}

export const hueFamilies = ['red', 'orange', 'yellow', 'green', 'blue', 'violet', 'brown', 'white', 'grey', 'black'] as const;
export type HueFamily = (typeof hueFamilies)[number];

// Thresholds on CIELAB LCh (L* 0–100, chroma C*, hue h° from +a*), set against real pigment masstones.
const whiteMinLightness = 90;
const whiteMaxChroma = 10;
const blackMaxLightness = 15;
const greyMaxChroma = 10;
// Earths (oxides, ochres, umbers, buffs) share their hue with oranges and yellows; what makes them brown
// is being duller and darker: PY 42 sits at C* 53, PO 34, PO 36 and PY 83 at C* 72 and above.
const brownHues = { from: 35, to: 95 };
const brownMaxLightness = 75;
const brownMaxChroma = 60;
// Each family's hue band, by its upper end in degrees. Blue runs to 308° because CIELAB bends blue towards
// purple: sRGB #0000FF sits at 306°, dioxazine violet (PV 23) at 311°. Magentas (≥ 335°) wrap into red.
const hueBands: ReadonlyArray<[upTo: number, family: HueFamily]> = [
  [50, 'red'],
  [75, 'orange'],
  [105, 'yellow'],
  [195, 'green'],
  [308, 'blue'],
  [335, 'violet'],
  [360, 'red'],
];

/** Which colour-card family a colour belongs to, judged on its CIELAB lightness, chroma and hue. */
export function hueFamily(hex: string): HueFamily {
  const { l, c, h } = labToLch(hexToLab(hex));
  if (l >= whiteMinLightness && c < whiteMaxChroma) return 'white';
  if (l < blackMaxLightness) return 'black';
  if (c < greyMaxChroma) return 'grey';
  if (h >= brownHues.from && h < brownHues.to && l < brownMaxLightness && c < brownMaxChroma) return 'brown';
  return hueBands.find(([upTo]) => h < upTo)?.[1] ?? 'red';
}

// A swatch this light and this dull is hard to tell from the white page around it: PW 6 sits at L* 96, a
// pale yellow tint at L* 94 and C* 26. A lemon yellow (C* 70 and more) stands out however light it is.
const nearWhiteMinLightness = 85;
const nearWhiteMaxChroma = 35;

/** Whether a colour is white or nearly (whites, creams, pale tints), so that its swatch needs an edge and a texture to read as a product on a white page; false for anything that is not a colour. */
export function isNearWhite(hex: string | null): boolean {
  const colour = hex === null ? null : parseHex(hex);
  if (!colour) return false;
  const { l, c } = labToLch(hexToLab(colour));
  return l >= nearWhiteMinLightness && c <= nearWhiteMaxChroma;
}

export const ciFamilies = ['reds', 'oranges', 'yellows', 'greens', 'blues', 'violets', 'browns', 'whites', 'blacks', 'metallics', 'other'] as const;
export type CiFamily = (typeof ciFamilies)[number];

// Colour Index generic-name prefixes of pigments (P…), solvent dyes (S…) and disperse dyes (D…), upper-cased.
const ciPrefixFamilies: Readonly<Record<string, CiFamily>> = {
  PR: 'reds',
  PO: 'oranges',
  PY: 'yellows',
  PG: 'greens',
  PB: 'blues',
  PV: 'violets',
  PBR: 'browns',
  PW: 'whites',
  PBK: 'blacks',
  PM: 'metallics',
  SR: 'reds',
  SO: 'oranges',
  SY: 'yellows',
  SG: 'greens',
  SB: 'blues',
  SV: 'violets',
  SBR: 'browns',
  SBK: 'blacks',
  DR: 'reds',
  DO: 'oranges',
  DY: 'yellows',
  DG: 'greens',
  DB: 'blues',
  DV: 'violets',
  DBR: 'browns',
  DBK: 'blacks',
};

/** "PB 15:3" → blues, "PBk 7" → blacks, "PW 20/PW 6" → whites (the first name decides); null or unknown → other. */
export function ciFamily(ciName: string | null): CiFamily {
  // The whole run of letters is the prefix, so "PBk"/"PBr" never read as "PB".
  const prefix = ciName && /^\s*([a-z]+)/i.exec(ciName)?.[1];
  return (prefix && ciPrefixFamilies[prefix.toUpperCase()]) || 'other';
}

/**
 * The `limit` items closest to `target` by CIEDE2000, nearest first (ties keep input order), each with its
 * ΔE00 rounded to two decimals. Throws if `target` or an item's hex is not a colour `parseHex` accepts.
 */
export function nearestByColour<T extends { hex: string }>(target: string, items: readonly T[], limit: number): Array<T & { deltaE: number }> {
  const targetLab = hexToLab(target);
  return items
    .map((item) => ({ item, deltaE: deltaE2000(targetLab, hexToLab(item.hex)) }))
    .sort((x, y) => x.deltaE - y.deltaE)
    .slice(0, Math.max(0, limit))
    .map(({ item, deltaE }) => ({ ...item, deltaE: Math.round(deltaE * 100) / 100 }));
}
