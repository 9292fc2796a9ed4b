import { z } from 'zod';

export const publishJob = z.object({
  id: z.string(),
  buildId: z.string(),
  state: z.enum(['running', 'succeeded', 'failed']),
  stage: z.enum(['preparing', 'building', 'pages', 'switching', 'done']),
  /** Pages rendered (so far). */
  pagesBuilt: z.number(),
  /** Pages taken unchanged from the previous build rather than rendered. */
  pagesReused: z.number(),
  /** Pages the build will render, once its routes have listed them (null before). */
  pagesToRender: z.number().nullable(),
  error: z.string().nullable(),
  logTail: z.array(z.string()),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type PublishJob = z.infer<typeof publishJob>;
