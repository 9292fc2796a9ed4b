import type { Db, Tx } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';

/*
 * The buyer is told when the operator answers their 1V1 requirement. It is a system message: order
 * messages belong to an order (they carry its id and link to it), and a requirement has none. The message
 * points to "My requirements" rather than quoting the answer, so that an answer given again later is not
 * contradicted by an older message.
 */

export type RequirementEvent = 'answered' | 'answeredAgain';

const templates: Record<RequirementEvent, { titleZh: string; titleEn: string; bodyZh: (id: number) => string; bodyEn: (id: number) => string }> = {
  answered: {
    titleZh: '采购需求已有回复',
    titleEn: 'Your purchase requirement has been answered',
    bodyZh: (id) => `您提交的采购需求（编号 ${id}）已有回复，请到个人中心的“我的需求”查看。`,
    bodyEn: (id) => `Your purchase requirement (No. ${id}) has been answered. You can read the answer under My requirements in your personal centre.`,
  },
  answeredAgain: {
    titleZh: '采购需求的回复已更新',
    titleEn: 'The answer to your purchase requirement has been updated',
    bodyZh: (id) => `您提交的采购需求（编号 ${id}）的回复已更新，请到个人中心的“我的需求”查看。`,
    bodyEn: (id) => `The answer to your purchase requirement (No. ${id}) has been updated. You can read it under My requirements in your personal centre.`,
  },
};

/** The message about a requirement event, in both languages, naming the requirement. */
export function requirementMessageText(event: RequirementEvent, id: number) {
  const template = templates[event];
  return { titleZh: template.titleZh, titleEn: template.titleEn, bodyZh: template.bodyZh(id), bodyEn: template.bodyEn(id) };
}

/** Tells the buyer, inside the transaction that answers, so the message exists exactly when the answer does. */
export async function addRequirementMessage(
  db: Db | Tx,
  { userId, requirementId, event, now }: { userId: number; requirementId: number; event: RequirementEvent; now: Date },
) {
  await db.insert(messages).values({ userId, kind: 'system', ...requirementMessageText(event, requirementId), createdAt: now });
}
