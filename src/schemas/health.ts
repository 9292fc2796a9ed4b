import { z } from 'zod';

/** `GET /api/health`: the process answers. */
export const liveness = z.object({ status: z.literal('ok') });

/** `GET /api/ready` when this process can serve; a refusal (000011) carries the same fields saying what is wrong. */
export const readiness = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
  migrations: z.literal('current'),
  /** Whether every product's details are in this process's memory or read one query each. */
  productDetails: z.enum(['in memory', 'per query']),
  /** The served build's id; absent where no published build is served (the dev server). */
  build: z.string().optional(),
  stopping: z.literal(false).optional(),
});
