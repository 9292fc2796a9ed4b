import type { Address } from '../../src/schemas/address.ts';
import { secondUserToken } from './second-user.ts';
import type { TestContext } from './test-context.ts';

export const shanghai = {
  provinceCode: '310000',
  cityCode: '310100',
  districtCode: '310115',
  detail: '科苑路 88 号',
  consignee: '张明',
  mobile: '13800138000',
};

/** A new customer with a delivery address in Shanghai. */
export async function newBuyer(ctx: TestContext) {
  const token = await secondUserToken(ctx);
  const [address] = (await ctx.post<Address[]>('/api/portal/address/create', shanghai, { token })).data;
  return { token, addressId: address!.id };
}
export type Buyer = Awaited<ReturnType<typeof newBuyer>>;
