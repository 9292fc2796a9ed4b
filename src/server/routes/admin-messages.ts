import { Hono } from 'hono';
import { sendSystemMessageInput, sendSystemMessageResult } from '../../schemas/messages.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { sendSystemMessage } from '../services/messages.ts';

/** The operator's system messages, mounted under /api/admin/message behind requireStaff. */
export const adminMessageRoutes = new Hono<AppEnv>();

adminMessageRoutes.post('/send', jsonBody(sendSystemMessageInput), answers(sendSystemMessageResult), async (c) =>
  ok(c, await sendSystemMessage(c.var.deps.db, c.req.valid('json'))),
);
