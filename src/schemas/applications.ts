import type { LocalizedText } from './common.ts';

/** The one vocabulary of use codes stored in `products.applicability` (lowercase, translated in the UI). */
export const applicationCodes = [
  'coatings',
  'automotive',
  'plastics',
  'inks',
  'paper',
  'rubber',
  'ceramics',
  'fibres',
  'textiles',
  'leather',
  'construction',
  'cosmetics',
  'detergents',
] as const;
export type ApplicationCode = (typeof applicationCodes)[number];

export const applicationLabels: Record<ApplicationCode, LocalizedText> = {
  coatings: { zh: '涂料', en: 'Coatings' },
  automotive: { zh: '汽车涂料', en: 'Automotive coatings' },
  plastics: { zh: '塑料', en: 'Plastics' },
  inks: { zh: '油墨', en: 'Inks' },
  paper: { zh: '造纸', en: 'Paper' },
  rubber: { zh: '橡胶', en: 'Rubber' },
  ceramics: { zh: '陶瓷', en: 'Ceramics' },
  fibres: { zh: '化纤', en: 'Fibres' },
  textiles: { zh: '纺织印染', en: 'Textile dyeing' },
  leather: { zh: '皮革', en: 'Leather' },
  construction: { zh: '建材', en: 'Construction' },
  cosmetics: { zh: '化妆品', en: 'Cosmetics' },
  detergents: { zh: '洗涤剂', en: 'Detergents' },
};
