import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '../../schemas/common.ts';
import { type MessageTab, messageTabs } from '../../schemas/message-values.ts';
import { type MarkReadResult, MESSAGES_PAGE_SIZE, type MessagePage, type SendSystemMessage } from '../../schemas/messages.ts';
import type { Db, Tx } from '../db/client.ts';
import { messages, orders, users } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { type OrderEvent, orderMessageText } from './order-message-templates.ts';
import { ownedBy } from './ownership.ts';

export { type OrderEvent, orderEvents } from './order-message-templates.ts';

/** The user's messages of one tab. */
function inTab(userId: number, tab: MessageTab): SQL | undefined {
  const mine = ownedBy(messages.userId, userId);
  return tab === 'all' ? mine : and(mine, eq(messages.kind, tab));
}

/** A page of the user's messages in one tab: unread first, then newest; with every tab's unread count. */
export async function listMessages(db: Db, userId: number, tab: MessageTab, curPage: number, locale: Locale): Promise<MessagePage> {
  const byKind = await db
    .select({ kind: messages.kind, total: count(), unread: count(sql`case when ${messages.readAt} is null then 1 end`) })
    .from(messages)
    .where(ownedBy(messages.userId, userId))
    .groupBy(messages.kind);
  const sumOf = (name: MessageTab, field: 'total' | 'unread') =>
    byKind.filter((row) => name === 'all' || row.kind === name).reduce((sum, row) => sum + row[field], 0);
  const unread = Object.fromEntries(messageTabs.map((name) => [name, sumOf(name, 'unread')])) as Record<MessageTab, number>;

  const total = sumOf(tab, 'total');
  const pageCount = Math.max(1, Math.ceil(total / MESSAGES_PAGE_SIZE));
  const page = Math.min(curPage, pageCount);
  const rows = await db
    .select({
      id: messages.id,
      kind: messages.kind,
      titleZh: messages.titleZh,
      titleEn: messages.titleEn,
      bodyZh: messages.bodyZh,
      bodyEn: messages.bodyEn,
      orderNo: orders.orderNo,
      readAt: messages.readAt,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .leftJoin(orders, eq(orders.id, messages.orderId))
    .where(inTab(userId, tab))
    .orderBy(asc(sql`${messages.readAt} is not null`), desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGES_PAGE_SIZE)
    .offset((page - 1) * MESSAGES_PAGE_SIZE);
  const items = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: locale === 'zh' ? row.titleZh : row.titleEn,
    body: locale === 'zh' ? row.bodyZh : row.bodyEn,
    orderNo: row.orderNo,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, total, curPage: page, pageCount, pageSize: MESSAGES_PAGE_SIZE, unread };
}

/** How many of the user's messages are unread: the header badge. */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(messages)
    .where(and(ownedBy(messages.userId, userId), isNull(messages.readAt)));
  return row?.unread ?? 0;
}

async function markUnreadAsRead(db: Db, userId: number, which: SQL | undefined, now: Date): Promise<MarkReadResult> {
  const changed = await db
    .update(messages)
    .set({ readAt: now })
    .where(and(ownedBy(messages.userId, userId), isNull(messages.readAt), which))
    .returning({ id: messages.id });
  return { changed: changed.length, unread: await unreadCount(db, userId) };
}

/** Marks these of the user's messages read; ids of others' messages, or of none, are left alone and not counted. */
export function markRead(db: Db, userId: number, ids: number[], now: Date): Promise<MarkReadResult> {
  return markUnreadAsRead(db, userId, inArray(messages.id, ids), now);
}

/** Marks every unread message of the user in one tab read. */
export function markAllRead(db: Db, userId: number, tab: MessageTab, now: Date): Promise<MarkReadResult> {
  return markUnreadAsRead(db, userId, tab === 'all' ? undefined : eq(messages.kind, tab), now);
}

/**
 * Tells the customer about an event of their order. Payment, shipping, after-sales and invoicing call
 * this inside their own transaction, so the message exists exactly when the event does.
 */
export async function addOrderMessage(
  db: Db | Tx,
  { userId, orderId, orderNo, event }: { userId: number; orderId: number; orderNo: string; event: OrderEvent },
): Promise<void> {
  await db.insert(messages).values({ userId, kind: 'order', orderId, ...orderMessageText(event, orderNo) });
}

/** Rows per insert when a message goes to every customer: well under PostgreSQL's limit of parameters. */
const RECIPIENTS_PER_INSERT = 1000;

/** The operator's system message to every customer or to the one with a phone number; answers how many got it. */
export async function sendSystemMessage(db: Db, { to, titleZh, titleEn, bodyZh, bodyEn }: SendSystemMessage): Promise<{ recipients: number }> {
  const customers = eq(users.role, 'customer');
  const recipients = await db
    .select({ id: users.id })
    .from(users)
    .where(to === 'all' ? customers : and(customers, eq(users.phone, to.phone)));
  if (to !== 'all' && recipients.length === 0) throw new ApiError('notFound');
  await db.transaction(async (tx) => {
    for (let start = 0; start < recipients.length; start += RECIPIENTS_PER_INSERT) {
      const batch = recipients.slice(start, start + RECIPIENTS_PER_INSERT);
      await tx.insert(messages).values(batch.map((user) => ({ userId: user.id, kind: 'system' as const, titleZh, titleEn, bodyZh, bodyEn })));
    }
  });
  return { recipients: recipients.length };
}
