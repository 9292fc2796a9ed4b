/** "12.5" kg as integer grams, without floating point; null for anything that is not a weight above 0. */
export function parseKilograms(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,3}))?$/.exec(text.trim());
  if (!match) return null;
  const grams = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return grams > 0 ? grams : null;
}

/** Integer grams as kilograms without trailing zeros: 12500 → "12.5". */
export const formatKilograms = (grams: number): string => String(grams / 1000);
