import type { LocalizedText } from './common.ts';

const ciClasses: Record<string, LocalizedText> = {
  P: { zh: '颜料', en: 'Pigment' },
  S: { zh: '溶剂', en: 'Solvent' },
  D: { zh: '分散', en: 'Disperse' },
};
const ciHues: Record<string, LocalizedText> = {
  W: { zh: '白', en: 'White' },
  Bk: { zh: '黑', en: 'Black' },
  R: { zh: '红', en: 'Red' },
  Y: { zh: '黄', en: 'Yellow' },
  O: { zh: '橙', en: 'Orange' },
  B: { zh: '蓝', en: 'Blue' },
  G: { zh: '绿', en: 'Green' },
  V: { zh: '紫', en: 'Violet' },
  Br: { zh: '棕', en: 'Brown' },
  M: { zh: '金属', en: 'Metal' },
};

/** "PB 15:3" → 颜料蓝 15:3 / Pigment Blue 15:3; "PW 20/PW 6" keeps both parts. */
export function ciLongName(ciName: string): LocalizedText {
  const parts = ciName.split('/').map((part) => {
    const match = /^([PSD])(Bk|Br|[A-Z])\s+(.+)$/.exec(part.trim());
    const kind = match && ciClasses[match[1]!];
    const hue = match && ciHues[match[2]!];
    if (!match || !kind || !hue) throw new Error(`unknown Colour Index name ${ciName}`);
    return { zh: `${kind.zh}${hue.zh} ${match[3]}`, en: `${kind.en} ${hue.en} ${match[3]}` };
  });
  return { zh: parts.map((part) => part.zh).join(' / '), en: parts.map((part) => part.en).join(' / ') };
}

/** The Colour Index as a product shows it: "PB 15:3 · Pigment Blue 15:3 · C.I. 74160"; null without a name. */
export function colourIndexLabel(product: { ciName: string | null; ciLongName: string | null; ciNumber: string | null }): string | null {
  if (!product.ciName) return null;
  return [product.ciName, product.ciLongName, product.ciNumber && `C.I. ${product.ciNumber}`].filter(Boolean).join(' · ');
}

/** The long name, or null for a name the Colour Index helper does not know (hand-entered by an editor). */
export function ciLongNameOrNull(ciName: string): LocalizedText | null {
  try {
    return ciLongName(ciName);
  } catch {
    return null;
  }
}
