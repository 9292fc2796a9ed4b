import { z } from 'zod';
import { idSchema, mobileSchema } from './common.ts';
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
export const addressInput = z.strictObject(addressFields);
/** A change names the address; without one the answer is "you have not selected the address you want to change". */
export const addressUpdateInput = z.strictObject({ id: idSchema.optional(), ...addressFields });
export const addressIdInput = z.strictObject({ id: idSchema.optional() });

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
export const regionChildrenInput = z.strictObject({ parentCode: regionCode.optional() });
export const regionList = z.array(z.object({ code: z.string(), name: z.string() }));
export type Region = z.infer<typeof regionList>[number];
