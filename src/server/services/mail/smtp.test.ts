import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox } from '../../../../tests/helpers/smtp-inbox.ts';
import type { MailMessage } from './provider.ts';
import { createSmtpProvider } from './smtp.ts';

const login = { user: 'shop@example.com', pass: 's3cret:/@' };
const from = '颜料商城 <shop@example.com>';
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let url: string;
beforeAll(async () => {
  inbox = await startSmtpInbox(login);
  url = `smtp://${encodeURIComponent(login.user)}:${encodeURIComponent(login.pass)}@127.0.0.1:${inbox.port}`;
});
afterAll(() => inbox.close());

async function deliver(message: MailMessage) {
  const before = inbox.received.length;
  await createSmtpProvider({ url, from }).send(message);
  expect(inbox.received).toHaveLength(before + 1);
  return inbox.received.at(-1)!;
}

describe('SMTP mail provider', () => {
  it("hands a Chinese code mail for an account change to the server, logged in with the URL's credentials", async () => {
    const { envelope, mail } = await deliver({ address: 'buyer@example.com', code: '480213', purpose: 'change_username', locale: 'zh' });
    expect(envelope).toEqual({ from: 'shop@example.com', to: ['buyer@example.com'] });
    expect(mail.from?.value).toEqual([{ address: 'shop@example.com', name: '颜料商城' }]);
    expect(mail.to).toMatchObject({ value: [{ address: 'buyer@example.com', name: '' }] });
    expect(mail.subject).toBe('480213 是您的颜料商城验证码');
    expect(mail.text).toContain('您正在将此邮箱设为您颜料商城账号的邮箱，验证码是：');
    expect(mail.text).toContain('    480213\n');
    expect(mail.text).toContain('验证码 10 分钟内有效');
    expect(mail.text).not.toMatch(/[A-Za-z]/);
  });

  it('writes in English when the request was in English', async () => {
    const { mail } = await deliver({ address: 'buyer@example.com', code: '075311', purpose: 'change_username', locale: 'en' });
    expect(mail.subject).toBe('075311 is your Pigment Shop verification code');
    expect(mail.text).toContain('Your verification code to use this e-mail address for your Pigment Shop account is:');
    expect(mail.text).toContain('    075311\n');
    expect(mail.text).toContain('It is valid for 10 minutes.');
    expect(mail.text).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('rejects when the server refuses the login', async () => {
    const wrongPassword = url.replace(encodeURIComponent(login.pass), 'wrong');
    const sending = createSmtpProvider({ url: wrongPassword, from }).send({
      address: 'buyer@example.com',
      code: '480213',
      purpose: 'change_username',
      locale: 'zh',
    });
    await expect(sending).rejects.toMatchObject({ code: 'EAUTH', responseCode: 535 });
  });

  it('rejects when nothing listens on the port', async () => {
    const closed = await startSmtpInbox(login);
    await closed.close();
    const sending = createSmtpProvider({ url: `smtp://127.0.0.1:${closed.port}`, from }).send({
      address: 'buyer@example.com',
      code: '480213',
      purpose: 'login',
      locale: 'en',
    });
    await expect(sending).rejects.toMatchObject({ code: 'ESOCKET', message: expect.stringContaining('ECONNREFUSED') });
  });
});
