/** Logged-in customers for the proofs: accounts and sessions made in the database, addresses added through the API. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Address, shanghaiAddress } from '../../src/schemas/address.ts';
import type { Db } from '../../src/server/db/client.ts';
import { skus, stockMovements, users } from '../../src/server/db/schema.ts';
import { createSession } from '../../src/server/services/auth/sessions.ts';
import { call, inBatches } from './http.ts';

export const shanghai = shanghaiAddress;

export type Buyer = { userId: number; token: string; addressId: number };

// One prefix per run and a running count: buyers made by several calls of one run never share a phone.
const phonePrefix = `19${String(randomBytes(2).readUInt16BE() % 100).padStart(2, '0')}`;
let buyersMade = 0;

/**
 * `count` new customers, each with a session (what logging in makes) and one delivery address.
 * Sessions are made directly because the login route's per-address rate limit, rightly, would
 * refuse hundreds of log-ins from one loopback address.
 */
export async function makeBuyers(db: Db, origin: string, count: number): Promise<Buyer[]> {
  const first = buyersMade;
  buyersMade += count;
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({ phone: `${phonePrefix}${String(first + index).padStart(7, '0')}`, passwordHash: 'proof-no-password' })),
    )
    .returning({ id: users.id });
  return inBatches(rows, 8, async ({ id }) => {
    const token = await createSession(db, id, { ttlDays: 1, now: new Date() });
    const added = await call<Address[]>(origin, '/api/portal/address/create', shanghai, { token });
    if (added.code !== '000000') throw new Error(`adding an address answered ${added.status} ${added.code}`);
    return { userId: id, token, addressId: added.data[0]!.id };
  });
}

/** The first pack on sale, its stock counted anew to `stock` as the operator would: with a ledger entry, so the ledger still adds up. */
export async function packWithStock(db: Db, stock: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [pack] = await tx.select({ id: skus.id, stock: skus.stock }).from(skus).where(eq(skus.active, true)).orderBy(skus.id).limit(1).for('update');
    await tx.update(skus).set({ stock }).where(eq(skus.id, pack!.id));
    await tx.insert(stockMovements).values({ skuId: pack!.id, delta: stock - pack!.stock, reason: 'count_correction', note: 'proof set-up' });
    return pack!.id;
  });
}

export const buyNow = (skuId: number, buyer: Buyer, idempotencyKey: string) => ({
  idempotencyKey,
  goods: { from: 'buyNow', skuId, quantity: 1 },
  addressId: buyer.addressId,
});
