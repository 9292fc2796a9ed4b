/**
 * What the back office's `product/create` takes for a test's own organic pigment (a product of its own,
 * so that retiring or deleting it touches no other test); `overrides` change any field.
 */
export const newProductBody = (
  fields: { code: string; nameZh: string; nameEn: string; brandId: number; categoryId: number },
  overrides: Record<string, unknown> = {},
) => ({
  ...fields,
  kind: 'organic',
  ciName: 'PR 254',
  ciNumber: '56110',
  chemistryZh: '吡咯并吡咯二酮',
  chemistryEn: 'Diketopyrrolopyrrole',
  originZh: '中国',
  originEn: 'China',
  applicability: ['coatings'],
  specificationZh: '25 公斤/袋',
  specificationEn: '25 kg bag',
  introZh: '<p>介绍</p>',
  introEn: '<p>Intro</p>',
  naturalHex: '#c8102e',
  dilutedHex: null,
  ...overrides,
});
