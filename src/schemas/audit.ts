import { z } from 'zod';
import { idSchema } from './common.ts';
import { withExamples } from './examples.ts';
import { textField } from './text.ts';

/** The operators' audit log, newest first, optionally about one target (an order number, an id). */
export const auditListInput = withExamples(
  z.strictObject({ curPage: z.number().int().min(1).max(10_000).default(1), targetId: textField().trim().max(40).optional() }),
  { curPage: 1, targetId: '1' },
);
export const auditPage = z.object({
  items: z.array(
    z.object({
      id: idSchema,
      actorPhone: z.string(),
      action: z.string(),
      targetType: z.string(),
      targetId: z.string(),
      details: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
  total: z.number(),
  curPage: z.number(),
  pageCount: z.number(),
});
export type AuditPage = z.infer<typeof auditPage>;
