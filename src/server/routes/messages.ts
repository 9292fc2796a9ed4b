import { Hono } from 'hono';
import { emptyBody } from '../../schemas/common.ts';
import { markAllReadInput, markReadInput, markReadResult, messageListInput, messagePage, unreadCountOutput } from '../../schemas/messages.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody, requireUser, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { listMessages, markAllRead, markRead, unreadCount } from '../services/messages.ts';

/** The logged-in customer's messages, mounted under /api/portal/message. */
export const messageRoutes = new Hono<AppEnv>();
messageRoutes.use(requireUser);

messageRoutes.post('/list', jsonBody(messageListInput), answers(messagePage), async (c) => {
  const { kind, curPage } = c.req.valid('json');
  return ok(c, await listMessages(c.var.deps.db, userOf(c).id, kind, curPage, c.var.locale));
});

messageRoutes.post('/unreadCount', jsonBody(emptyBody), answers(unreadCountOutput), async (c) => ok(c, await unreadCount(c.var.deps.db, userOf(c).id)));

messageRoutes.post('/read', jsonBody(markReadInput), answers(markReadResult), async (c) =>
  ok(c, await markRead(c.var.deps.db, userOf(c).id, c.req.valid('json').ids, c.var.deps.now())),
);

messageRoutes.post('/readAll', jsonBody(markAllReadInput), answers(markReadResult), async (c) =>
  ok(c, await markAllRead(c.var.deps.db, userOf(c).id, c.req.valid('json').kind, c.var.deps.now())),
);
