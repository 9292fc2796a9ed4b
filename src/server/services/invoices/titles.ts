import { and, count, desc, eq } from 'drizzle-orm';
import { MAX_INVOICE_TITLES } from '../../../schemas/invoice-values.ts';
import type { InvoiceTitle, InvoiceTitleFields } from '../../../schemas/invoices.ts';
import type { Db, Tx } from '../../db/client.ts';
import { invoiceTitles, users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { ownedBy } from '../ownership.ts';

type TitleFields = InvoiceTitleFields;
type TitleRow = typeof invoiceTitles.$inferSelect;

/** A saved title as its kind shows it (the database holds each kind's fields: `invoice_titles_details_of_type`). */
function titleOf(row: TitleRow): InvoiceTitle {
  const saved = { id: row.id, title: row.title, isDefault: row.isDefault };
  if (row.type === 'personal') return { ...saved, type: row.type };
  if (row.type === 'company') return { ...saved, type: row.type, taxNo: row.taxNo ?? '' };
  return {
    ...saved,
    type: row.type,
    taxNo: row.taxNo ?? '',
    unitAddress: row.unitAddress ?? '',
    unitPhone: row.unitPhone ?? '',
    bankName: row.bankName ?? '',
    bankAccount: row.bankAccount ?? '',
  };
}

/** The customer's invoice titles: the default first, then the newest. */
export const listInvoiceTitles = async (db: Db | Tx, userId: number): Promise<InvoiceTitle[]> =>
  (
    await db
      .select()
      .from(invoiceTitles)
      .where(ownedBy(invoiceTitles.userId, userId))
      .orderBy(desc(invoiceTitles.isDefault), desc(invoiceTitles.createdAt), desc(invoiceTitles.id))
  ).map(titleOf);

/** One of the customer's own titles, or null (another customer's id finds nothing). */
export async function findInvoiceTitle(db: Db | Tx, userId: number, id: number): Promise<InvoiceTitle | null> {
  const [row] = await db
    .select()
    .from(invoiceTitles)
    .where(and(ownedBy(invoiceTitles.userId, userId), eq(invoiceTitles.id, id)));
  return row ? titleOf(row) : null;
}

/** Exactly one default: the chosen title becomes it, every other one stops being it (cleared first for the unique index). */
async function makeDefault(tx: Tx, userId: number, id: number): Promise<void> {
  await tx
    .update(invoiceTitles)
    .set({ isDefault: false })
    .where(and(ownedBy(invoiceTitles.userId, userId), eq(invoiceTitles.isDefault, true)));
  await tx
    .update(invoiceTitles)
    .set({ isDefault: true })
    .where(and(ownedBy(invoiceTitles.userId, userId), eq(invoiceTitles.id, id)));
}

/**
 * The columns of a title as its kind fills them, the fields of another kind cleared: as saved, and as an
 * application copies it (a later change to the saved title does not change what was asked for).
 */
export const titleColumns = (fields: TitleFields | InvoiceTitle) => ({
  type: fields.type,
  title: fields.title,
  taxNo: 'taxNo' in fields ? fields.taxNo : null,
  unitAddress: 'unitAddress' in fields ? fields.unitAddress : null,
  unitPhone: 'unitPhone' in fields ? fields.unitPhone : null,
  bankName: 'bankName' in fields ? fields.bankName : null,
  bankAccount: 'bankAccount' in fields ? fields.bankAccount : null,
});

/** A new title; the first one, or one asked to be, is the default. At most MAX_INVOICE_TITLES. */
export async function createInvoiceTitle(db: Db, userId: number, fields: TitleFields, now: Date): Promise<InvoiceTitle[]> {
  await db.transaction(async (tx) => {
    // One create at a time per customer, so that two at once cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ existing } = { existing: 0 }] = await tx.select({ existing: count() }).from(invoiceTitles).where(ownedBy(invoiceTitles.userId, userId));
    if (existing >= MAX_INVOICE_TITLES) throw new ApiError('validation', { issues: [{ path: 'title', message: 'validation.tooManyInvoiceTitles' }] });
    const [row] = await tx
      .insert(invoiceTitles)
      .values({ ...titleColumns(fields), userId, createdAt: now })
      .returning({ id: invoiceTitles.id });
    if (fields.isDefault || existing === 0) await makeDefault(tx, userId, row!.id);
  });
  return listInvoiceTitles(db, userId);
}

/** Changes a title. Applications already made keep the copy they took; only later ones see the change. */
export async function updateInvoiceTitle(db: Db, userId: number, id: number, fields: TitleFields): Promise<InvoiceTitle[]> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(invoiceTitles)
      .set(titleColumns(fields))
      .where(and(ownedBy(invoiceTitles.userId, userId), eq(invoiceTitles.id, id)))
      .returning({ id: invoiceTitles.id });
    if (!row) throw new ApiError('notFound');
    if (fields.isDefault) await makeDefault(tx, userId, id);
  });
  return listInvoiceTitles(db, userId);
}

export async function setDefaultInvoiceTitle(db: Db, userId: number, id: number): Promise<InvoiceTitle[]> {
  await db.transaction(async (tx) => {
    if (!(await findInvoiceTitle(tx, userId, id))) throw new ApiError('notFound');
    await makeDefault(tx, userId, id);
  });
  return listInvoiceTitles(db, userId);
}

/** Deletes a title; when it was the default, the newest one left takes over. Applications keep their copy. */
export async function deleteInvoiceTitle(db: Db, userId: number, id: number): Promise<InvoiceTitle[]> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(invoiceTitles)
      .where(and(ownedBy(invoiceTitles.userId, userId), eq(invoiceTitles.id, id)))
      .returning({ isDefault: invoiceTitles.isDefault });
    if (!row) throw new ApiError('notFound');
    if (!row.isDefault) return;
    const [next] = await tx
      .select({ id: invoiceTitles.id })
      .from(invoiceTitles)
      .where(ownedBy(invoiceTitles.userId, userId))
      .orderBy(desc(invoiceTitles.createdAt), desc(invoiceTitles.id))
      .limit(1);
    if (next) await makeDefault(tx, userId, next.id);
  });
  return listInvoiceTitles(db, userId);
}
