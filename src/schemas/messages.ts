import { z } from 'zod';
import { idSchema, mobileSchema } from './common.ts';
import { withExamples } from './examples.ts';
import { messageKinds, messageTabs } from './message-values.ts';
import { textField } from './text.ts';

/*
 * Contracts of the customer's messages (/api/portal/message) and of the operator's system messages
 * (/api/admin/message). A message is stored in both languages and answered in the request's.
 */

export const MESSAGES_PAGE_SIZE = 10;
export const messageListInput = withExamples(
  z.strictObject({
    kind: z.enum(messageTabs).default('all'),
    curPage: z.number().int().min(1).max(10_000).default(1),
  }),
  { kind: 'all', curPage: 1 },
);

export const messageItem = z.object({
  id: z.number(),
  kind: z.enum(messageKinds),
  title: z.string(),
  /** Plain text: shown as text, never as HTML. */
  body: z.string(),
  /** The order an order message is about. */
  orderNo: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type MessageItem = z.infer<typeof messageItem>;

/** One page of a tab, unread first and then newest, with every tab's unread count. */
export const messagePage = z.object({
  items: z.array(messageItem),
  total: z.number(),
  curPage: z.number(),
  pageCount: z.number(),
  pageSize: z.number(),
  unread: z.record(z.enum(messageTabs), z.number()),
});
export type MessagePage = z.infer<typeof messagePage>;

/** The header badge's count: every unread message of the customer. */
export { unreadCountOutput } from './message-answers.ts';

/** Ids are serial (int4) columns: a larger number could never match and would make PostgreSQL refuse the query. */
const messageId = idSchema.max(2_147_483_647);
export const MAX_MARKED_AT_ONCE = 100;
export const markReadInput = withExamples(z.strictObject({ ids: z.array(messageId).min(1).max(MAX_MARKED_AT_ONCE) }), { ids: [90001] });
export const markAllReadInput = withExamples(z.strictObject({ kind: z.enum(messageTabs).default('all') }), { kind: 'all' });
/** How many messages this call turned read, and how many are still unread afterwards. */
export const markReadResult = z.object({ changed: z.number(), unread: z.number() });
export type MarkReadResult = z.infer<typeof markReadResult>;

const text = (max: number) => textField().trim().min(1, 'validation.required').max(max, 'validation.tooLong');

/** Every customer, or the one with this mobile number. */
export const systemMessageRecipients = z.union([z.literal('all'), z.strictObject({ phone: mobileSchema })]);
export const sendSystemMessageInput = withExamples(
  z.strictObject({
    to: systemMessageRecipients,
    titleZh: text(120),
    titleEn: text(160),
    bodyZh: text(2000),
    bodyEn: text(2000),
  }),
  ({ customerPhone }) => ({
    to: { phone: customerPhone },
    titleZh: '通知',
    titleEn: 'Notice',
    bodyZh: '春节期间 2 月 8 日至 2 月 17 日暂停发货。',
    bodyEn: 'No shipments from 8 to 17 February for the Spring Festival.',
  }),
  { to: 'all', titleZh: '通知', titleEn: 'Notice', bodyZh: '内容', bodyEn: 'Body' },
);
export type SendSystemMessage = z.infer<typeof sendSystemMessageInput>;
export const sendSystemMessageResult = z.object({ recipients: z.number() });
