import { type Address, shanghaiAddress } from '../../src/schemas/address.ts';
import { secondUserToken } from './second-user.ts';
import type { TestContext } from './test-context.ts';

export const shanghai = shanghaiAddress;

/** A new customer with a delivery address in Shanghai. */
export async function newBuyer(ctx: TestContext) {
  const token = await secondUserToken(ctx);
  const [address] = (await ctx.post<Address[]>('/api/portal/address/create', shanghai, { token })).data;
  return { token, addressId: address!.id };
}
export type Buyer = Awaited<ReturnType<typeof newBuyer>>;
