/**
 * The province-level divisions (GB/T 2260) that freight is priced by, in their official order; their names
 * are `province.<code>` in the message catalogues. The mainland's 31, then Taiwan, Hong Kong and Macao.
 */
export const mainlandProvinceCodes = [
  '110000',
  '120000',
  '130000',
  '140000',
  '150000',
  '210000',
  '220000',
  '230000',
  '310000',
  '320000',
  '330000',
  '340000',
  '350000',
  '360000',
  '370000',
  '410000',
  '420000',
  '430000',
  '440000',
  '450000',
  '460000',
  '500000',
  '510000',
  '520000',
  '530000',
  '540000',
  '610000',
  '620000',
  '630000',
  '640000',
  '650000',
] as const;
export const provinceCodes = [...mainlandProvinceCodes, '710000', '810000', '820000'] as const;
export type ProvinceCode = (typeof provinceCodes)[number];
