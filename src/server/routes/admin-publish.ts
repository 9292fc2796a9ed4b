import { Hono } from 'hono';
import { emptyBody } from '../../schemas/common.ts';
import { publishJob } from '../../schemas/publish.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';

/** Publish: rebuild the prerendered site from the current content and switch over to it. */
export const adminPublishRoutes = new Hono<AppEnv>();

const publisherOf = (c: { var: AppEnv['Variables'] }) => {
  const publisher = c.var.deps.publisher();
  if (!publisher) throw new ApiError('publishUnavailable');
  return publisher;
};

adminPublishRoutes.post('/', jsonBody(emptyBody), answers(publishJob), async (c) => ok(c, await publisherOf(c).publish()));

adminPublishRoutes.get('/:id', answers(publishJob), async (c) => {
  const job = await publisherOf(c).job(c.req.param('id'));
  if (!job) throw new ApiError('notFound');
  return ok(c, job);
});
