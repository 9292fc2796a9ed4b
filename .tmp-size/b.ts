import * as z from 'zod/mini';

const card = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  hex: z.nullable(z.string()),
  applicability: z.array(z.string()),
  e: z.enum(['a', 'b']),
});
export const f = (x: unknown) => z.safeParse(z.object({ items: z.array(card), total: z.number(), p: z.nullable(z.object({ min: z.number() })) }), x);
