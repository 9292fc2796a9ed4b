import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer } from '../../src/schemas/auth.ts';
import type { UserInfo } from '../../src/schemas/user.ts';
import { users } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { type AdminCreateIo, AdminCreateRefused, adminCreateRequest, createAdmin } from '../../src/server/services/auth/create-admin.ts';
import { verifyPassword } from '../../src/server/services/auth/password.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

/** What `npm run admin:create` does: the request from its arguments and terminal, then the account. */
const runAdminCreate = async (db: TestContext['db'], args: string[], io: AdminCreateIo) => createAdmin(db, await adminCreateRequest(args, io));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A console whose prompt answers the given lines in turn, and records the questions. */
function terminal(options: { env?: Record<string, string>; typed?: string[]; interactive?: boolean } = {}) {
  const typed = [...(options.typed ?? [])];
  const questions: { question: string; hidden: boolean }[] = [];
  const io: AdminCreateIo = {
    env: options.env ?? {},
    interactive: options.interactive ?? true,
    prompt: async (question, { hidden }) => {
      questions.push({ question, hidden });
      return typed.shift() ?? '';
    },
  };
  return { io, questions };
}

const row = async (phone: string) => (await ctx.db.select().from(users).where(eq(users.phone, phone)))[0];

describe('admin:create', () => {
  it('makes an admin from ADMIN_PASSWORD who must change the password, asking nothing', async () => {
    const { io, questions } = terminal({ env: { ADMIN_PASSWORD: 'First1234' } });
    const admin = await runAdminCreate(ctx.db, ['--phone', '13700137001'], io);
    expect(admin.phone).toBe('13700137001');
    expect(questions).toEqual([]);
    const created = await row('13700137001');
    expect(created).toMatchObject({ id: admin.id, role: 'admin', mustChangePassword: true });
    expect(await verifyPassword('First1234', created!.passwordHash)).toBe(true);
  });

  it('asks for the password twice at a terminal, unseen, and refuses two that differ', async () => {
    const typedTwice = terminal({ typed: ['Second123', 'Second123'] });
    await runAdminCreate(ctx.db, ['--phone', '13700137002'], typedTwice.io);
    expect(typedTwice.questions.map((question) => question.hidden)).toEqual([true, true]);
    expect(await row('13700137002')).toMatchObject({ role: 'admin', mustChangePassword: true });

    await expect(runAdminCreate(ctx.db, ['--phone', '13700137003'], terminal({ typed: ['Third1234', 'Third12345'] }).io)).rejects.toThrow(/differ/);
    const piped = terminal({ typed: ['Piped1234'], interactive: false });
    await runAdminCreate(ctx.db, ['--phone', '13700137003'], piped.io);
    expect(piped.questions).toHaveLength(1);
  });

  it('has no default password, and holds the password and phone to the registration rules', async () => {
    const refused = async (args: string[], io: AdminCreateIo) => {
      const error = await runAdminCreate(ctx.db, args, io).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AdminCreateRefused);
      return (error as Error).message;
    };
    expect(await refused(['--phone', '13700137004'], terminal({ typed: [] }).io)).toMatch(/^password: Please enter/);
    expect(await refused(['--phone', '13700137004'], terminal({ env: { ADMIN_PASSWORD: 'ab1' } }).io)).toMatch(/^password: .*6 to 16/);
    expect(await refused(['--phone', '13700137004'], terminal({ env: { ADMIN_PASSWORD: 'lettersonly' } }).io)).toMatch(/^password:/);
    expect(await refused(['--phone', '12345'], terminal({ env: { ADMIN_PASSWORD: 'Good12345' } }).io)).toMatch(/^phone:/);
    expect(await refused([], terminal({ env: { ADMIN_PASSWORD: 'Good12345' } }).io)).toMatch(/usage: npm run admin:create -- --phone/);
    expect(await refused(['--phone', '13700137004', '--role', 'x'], terminal({ env: { ADMIN_PASSWORD: 'Good12345' } }).io)).toMatch(/role/);
    expect(await refused(['--phone', demoAccounts.customer.phone], terminal({ env: { ADMIN_PASSWORD: 'Good12345' } }).io)).toMatch(/exists already/);
    expect(await row('13700137004')).toBeUndefined();
    expect(await row(demoAccounts.customer.phone)).toMatchObject({ role: 'customer', mustChangePassword: false });
  });
});

describe('an admin who must change the password', () => {
  const phone = '13700137010';
  const password = 'Given1234';
  let token: string;
  beforeAll(async () => {
    await runAdminCreate(ctx.db, ['--phone', phone], terminal({ env: { ADMIN_PASSWORD: password } }).io);
  });

  it('logs in, and the answer says to change the password', async () => {
    const login = await ctx.post<LoginAnswer>('/api/portal/user/login', { phone, password });
    expect(login.code).toBe('000000');
    expect(login.data.user).toMatchObject({ role: 'admin', mustChangePassword: true });
    token = login.data.token;
  });

  it('is refused everything but reading who they are, changing the password and logging out', async () => {
    for (const [path, body] of [
      ['/api/admin/order/list', {}],
      ['/api/portal/cart/preview', { lines: [] }],
      ['/api/portal/user/modifyUserInfo', { nickname: 'x' }],
    ] as const) {
      const answer = await ctx.post(path, body, { token, locale: 'en' });
      expect(answer, path).toMatchObject({ status: 403, code: '100030', message: 'Please change your initial password first' });
    }
    expect((await ctx.post('/api/admin/order/list', {}, { token, locale: 'zh' })).message).toBe('请先修改初始密码');
    expect(await ctx.post<UserInfo>('/api/portal/user/getCurrentUserInfo', {}, { token })).toMatchObject({
      code: '000000',
      data: { mustChangePassword: true },
    });
    // Without a session the public calls answer as ever.
    expect((await ctx.post('/api/portal/cart/preview', { lines: [] })).code).toBe('000000');
  });

  it('must choose a new password, not type the given one again; then everything is open', async () => {
    const same = await ctx.post('/api/portal/user/changePassword', { oldPassword: password, password, confirmPassword: password }, { token });
    expect(same.code).toBe('100030');
    const changed = await ctx.post(
      '/api/portal/user/changePassword',
      { oldPassword: password, password: 'Mine12345', confirmPassword: 'Mine12345' },
      { token },
    );
    expect(changed.code).toBe('000000');
    expect(await row(phone)).toMatchObject({ mustChangePassword: false });
    expect((await ctx.post('/api/admin/order/list', {}, { token })).code).toBe('000000');
    const again = await ctx.post<LoginAnswer>('/api/portal/user/login', { phone, password: 'Mine12345' });
    expect(again.data.user.mustChangePassword).toBe(false);
  });

  it('may log out before changing it', async () => {
    const other = '13700137011';
    await runAdminCreate(ctx.db, ['--phone', other], terminal({ env: { ADMIN_PASSWORD: password } }).io);
    const login = await ctx.post<LoginAnswer>('/api/portal/user/login', { phone: other, password });
    expect((await ctx.post('/api/portal/user/logout', {}, { token: login.data.token })).code).toBe('000000');
  });
});
