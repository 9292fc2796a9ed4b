import { expect } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import type { TestContext } from './test-context.ts';

let created = 0;

/** Another customer's session: for checking that nobody reads or changes what is not theirs. */
export async function secondUserToken(ctx: TestContext): Promise<string> {
  const phone = `1370000${String(created++).padStart(4, '0')}`;
  await ctx.db.insert(users).values({ phone, passwordHash: 'no-password-login' }).onConflictDoNothing();
  return ctx.sessionFor(phone);
}

/** Runs a call as another customer and expects it refused as not found or forbidden; the caller checks nothing changed. */
export async function expectRefusedToOthers(ctx: TestContext, path: string, body: object): Promise<void> {
  const answer = await ctx.post(path, body, { token: await secondUserToken(ctx) });
  expect(['000003', '000005'], `${path} as another customer answered ${answer.code}`).toContain(answer.code);
}
