import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer } from '../../src/schemas/auth.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { phone, password } = demoAccounts.customer;
const from = (clientAddress: string) => ({ clientAddress });

describe('password login', () => {
  it('answers a token that works, and logout revokes it', async () => {
    const login = await ctx.post<LoginAnswer>('/api/portal/user/login', { phone, password }, from('10.0.0.1'));
    expect(login.code).toBe('000000');
    expect(login.data.user.phone).toBe(phone);
    const token = login.data.token;
    expect((await ctx.post('/api/portal/user/getCurrentUserInfo', {}, { token })).code).toBe('000000');
    expect((await ctx.post('/api/portal/user/logout', {}, { token })).code).toBe('000000');
    expect((await ctx.post('/api/portal/user/getCurrentUserInfo', {}, { token })).code).toBe('000004');
  });

  it('gives the same answer for a wrong password and an unknown phone', async () => {
    const wrong = await ctx.post('/api/portal/user/login', { phone, password: 'Wrong1234' }, from('10.0.0.2'));
    const unknown = await ctx.post('/api/portal/user/login', { phone: '13600136000', password }, from('10.0.0.2'));
    expect(wrong.code).toBe('100006');
    expect(unknown.code).toBe('100006');
    expect(unknown.message).toBe(wrong.message);
  });

  it('refuses bad input without counting it as an attempt', async () => {
    for (const body of [{ phone: '123', password }, { phone }, { phone, password: '' }, { phone, password, extra: 1 }]) {
      expect((await ctx.post('/api/portal/user/login', body, from('10.0.0.3'))).code).toBe('000002');
    }
  });

  it('locks a phone after 5 failures for 15 minutes, even with the right password', async () => {
    const target = demoAccounts.admin.phone;
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await ctx.post('/api/portal/user/login', { phone: target, password: 'Nope12345' }, from(`10.1.0.${attempt}`))).code).toBe('100006');
    }
    const locked = await ctx.post('/api/portal/user/login', { phone: target, password: demoAccounts.admin.password }, from('10.1.1.1'));
    expect(locked.code).toBe('000006');
    expect(locked.status).toBe(429);

    const saved = ctx.clock.now;
    ctx.clock.now = new Date(saved.getTime() + 15 * 60 * 1000 + 1);
    try {
      expect((await ctx.post('/api/portal/user/login', { phone: target, password: demoAccounts.admin.password }, from('10.1.1.2'))).code).toBe('000000');
    } finally {
      ctx.clock.now = saved;
    }
  });

  it('limits one client guessing across many phones', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await ctx.post('/api/portal/user/login', { phone: `1350013500${attempt}`, password: 'Guess1234' }, from('10.2.0.1'));
    }
    expect((await ctx.post('/api/portal/user/login', { phone, password }, from('10.2.0.1'))).code).toBe('000006');
    expect((await ctx.post('/api/portal/user/login', { phone, password }, from('10.2.0.2'))).code).toBe('000000');
  });

  it('a forged X-Forwarded-For does not dodge the per-client limit', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await ctx.post('/api/portal/user/login', { phone: `1370013700${attempt}`, password: 'Guess1234' }, {
        clientAddress: '10.3.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
      });
    }
    const next = await ctx.post('/api/portal/user/login', { phone, password }, { clientAddress: '10.3.0.1', headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(next.code).toBe('000006');
  });
});
