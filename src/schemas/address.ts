import { z } from 'zod';
import { idSchema, mobileSchema } from './common.ts';
import { withExamples } from './examples.ts';
import { textField } from './text.ts';

/** A GB/T 2260 administrative-division code: six digits. */
const regionCode = z.string().regex(/^\d{6}$/, 'validation.region');
const requiredText = (max: number) => textField().trim().min(1, 'validation.required').max(max, 'validation.tooLong');

/** The longest text each field takes; the address table's columns are as wide. */
export const addressMaxLength = { detail: 200, consignee: 40 } as const;

/** Province, city, district, consignee, detailed address and mobile are all required. */
export const addressFields = {
  provinceCode: regionCode,
  cityCode: regionCode,
  districtCode: regionCode,
  detail: requiredText(addressMaxLength.detail),
  consignee: requiredText(addressMaxLength.consignee),
  mobile: mobileSchema,
  isDefault: z.boolean().default(false),
};
/** An address in Shanghai's Pudong district: the contracts' example, and the tests' and proofs' buyers'. */
export const shanghaiAddress = {
  provinceCode: '310000',
  cityCode: '310100',
  districtCode: '310115',
  detail: '科苑路 88 号',
  consignee: '张明',
  mobile: '13800138000',
};
export const addressInput = withExamples(z.strictObject(addressFields), { ...shanghaiAddress, isDefault: false });
/** A change names the address; without one the answer is "you have not selected the address you want to change". */
export const addressUpdateInput = withExamples(z.strictObject({ id: idSchema.optional(), ...addressFields }), ({ address }) => ({
  id: address,
  ...shanghaiAddress,
  isDefault: true,
}));
export const addressIdInput = withExamples(z.strictObject({ id: idSchema.optional() }), ({ spareAddress }) => ({ id: spareAddress }));

export const address = z.object({
  id: z.number(),
  provinceCode: z.string(),
  province: z.string(),
  cityCode: z.string(),
  city: z.string(),
  districtCode: z.string(),
  district: z.string(),
  detail: z.string(),
  consignee: z.string(),
  mobile: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof address>;
export const addressList = z.array(address);

/** The divisions under a parent: provinces without one, then a province's cities, then a city's districts. */
export const regionChildrenInput = withExamples(z.strictObject({ parentCode: regionCode.optional() }), { parentCode: '310000' });
export const regionList = z.array(z.object({ code: z.string(), name: z.string() }));
export type Region = z.infer<typeof regionList>[number];
