import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Address, addressInput } from '../../schemas/address.ts';
import { MAX_ADDRESSES } from '../../schemas/address-values.ts';
import type { Db, Tx } from '../db/client.ts';
import { addresses } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { ownedBy } from './ownership.ts';
import { resolveRegions } from './regions.ts';

type AddressFields = z.output<typeof addressInput>;

const columns = {
  id: addresses.id,
  provinceCode: addresses.provinceCode,
  province: addresses.province,
  cityCode: addresses.cityCode,
  city: addresses.city,
  districtCode: addresses.districtCode,
  district: addresses.district,
  detail: addresses.detail,
  consignee: addresses.consignee,
  mobile: addresses.mobile,
  isDefault: addresses.isDefault,
};

/** The customer's addresses: the default first, then the newest. */
export const listAddresses = (db: Db, userId: number): Promise<Address[]> =>
  db.select(columns).from(addresses).where(ownedBy(addresses.userId, userId)).orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));

/** The fields as stored: the division names come from the codes, which must belong together. */
function stored(fields: AddressFields) {
  const names = resolveRegions(fields.provinceCode, fields.cityCode, fields.districtCode);
  if (!names) throw new ApiError('validation', { issues: [{ path: 'districtCode', message: 'validation.region' }] });
  const { isDefault: _default, ...rest } = fields;
  return { ...rest, ...names };
}

/** Exactly one default: the chosen address becomes it, every other one stops being it. */
async function makeDefault(tx: Tx, userId: number, id: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(ownedBy(addresses.userId, userId), eq(addresses.isDefault, true)));
  await tx
    .update(addresses)
    .set({ isDefault: true })
    .where(and(ownedBy(addresses.userId, userId), eq(addresses.id, id)));
}

/** A new address; the first one, or one asked to be, is the default. */
export async function createAddress(db: Db, userId: number, fields: AddressFields, now: Date): Promise<Address[]> {
  const values = stored(fields);
  await db.transaction(async (tx) => {
    const [{ existing } = { existing: 0 }] = await tx.select({ existing: count() }).from(addresses).where(ownedBy(addresses.userId, userId));
    if (existing >= MAX_ADDRESSES) throw new ApiError('validation', { issues: [{ path: 'detail', message: 'validation.tooManyAddresses' }] });
    const [row] = await tx
      .insert(addresses)
      .values({ ...values, userId, createdAt: now })
      .returning({ id: addresses.id });
    if (fields.isDefault || existing === 0) await makeDefault(tx, userId, row!.id);
  });
  return listAddresses(db, userId);
}

export async function updateAddress(db: Db, userId: number, id: number | undefined, fields: AddressFields): Promise<Address[]> {
  if (id === undefined) throw new ApiError('addressNotSelected');
  const values = stored(fields);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(addresses)
      .set(values)
      .where(and(ownedBy(addresses.userId, userId), eq(addresses.id, id)))
      .returning({ id: addresses.id });
    if (!row) throw new ApiError('notFound');
    if (fields.isDefault) await makeDefault(tx, userId, id);
  });
  return listAddresses(db, userId);
}

export async function setDefaultAddress(db: Db, userId: number, id: number | undefined): Promise<Address[]> {
  if (id === undefined) throw new ApiError('addressNotSelected');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(ownedBy(addresses.userId, userId), eq(addresses.id, id)));
    if (!row) throw new ApiError('notFound');
    await makeDefault(tx, userId, id);
  });
  return listAddresses(db, userId);
}

/** Deletes an address; when it was the default, the newest one left takes over. */
export async function deleteAddress(db: Db, userId: number, id: number | undefined): Promise<Address[]> {
  if (id === undefined) throw new ApiError('addressNotSelected');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(addresses)
      .where(and(ownedBy(addresses.userId, userId), eq(addresses.id, id)))
      .returning({ isDefault: addresses.isDefault });
    if (!row) throw new ApiError('notFound');
    if (!row.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(ownedBy(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (next) await makeDefault(tx, userId, next.id);
  });
  return listAddresses(db, userId);
}
