import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { readOutbox } from '../../src/server/services/code-outbox.ts';
import { startSmtpInbox } from '../helpers/smtp-inbox.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let ctx: TestContext;
beforeAll(async () => {
  inbox = await startSmtpInbox({ user: 'shop', pass: 'secret' });
  ctx = await createTestContext({ mail: { kind: 'smtp', url: `smtp://shop:secret@127.0.0.1:${inbox.port}`, from: 'Pigment Shop <shop@example.com>' } });
});
afterAll(async () => {
  await ctx?.close();
  await inbox.close();
});

/** Asks, logged in as the demo customer and past the captcha, for a code to move the account to `email`. */
async function sendAccountChangeCode(email: string, locale: 'zh' | 'en') {
  const token = await ctx.sessionFor(demoAccounts.customer.phone);
  const { data: image } = await ctx.post<{ captchaId: string }>('/api/portal/captcha/get');
  const captcha = ctx.testHooks.captchas.get(image.captchaId)!;
  const answer = await ctx.post('/api/portal/sms/send', { email, purpose: 'change_username', captchaId: image.captchaId, captcha }, { token, locale });
  return { token, answer };
}

it('a customer moves their account to a new e-mail with the code from a real mail, in their language', async () => {
  const { token, answer } = await sendAccountChangeCode('New.Buyer@Example.com', 'en');
  expect(answer.code).toBe('000000');

  expect(inbox.received).toHaveLength(1);
  const { envelope, mail } = inbox.received[0]!;
  expect(envelope).toEqual({ from: 'shop@example.com', to: ['new.buyer@example.com'] });
  expect(mail.text).toContain('It is valid for 10 minutes.');
  const code = /^ {4}(\d{6})$/m.exec(mail.text ?? '')?.[1];
  expect(mail.subject).toBe(`${code} is your Pigment Shop verification code`);
  expect(readOutbox(ctx.sms, 'new.buyer@example.com')).toEqual([]);

  const changed = await ctx.post<{ email: string }>(
    '/api/portal/user/changeUsername',
    { email: 'new.buyer@example.com', code, password: demoAccounts.customer.password },
    { token },
  );
  expect(changed.code).toBe('000000');
  expect(changed.data.email).toBe('new.buyer@example.com');
});

it('answers "code not sent" when the mail server cannot be reached', async () => {
  await inbox.close();
  const { answer } = await sendAccountChangeCode('other@example.com', 'zh');
  expect(answer).toMatchObject({ status: 502, code: '100012' });
});
