import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { HASH_CONCURRENCY, HASH_QUEUE, inHashSlot } from '../../src/server/services/auth/hash-slots.ts';
import { signDocument } from '../../src/server/services/paperwork/links.ts';
import { capturingLogger, logsWritten } from '../helpers/capturing-logger.ts';
import { createTestContext, TEST_DOCUMENT_SECRET, type TestContext } from '../helpers/test-context.ts';

const captured = capturingLogger('info');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ log: captured.log });
});
afterAll(() => ctx.close());

const customer = { phone: '13712345678', consignee: '欧阳娜娜', detail: '科苑路 88 号 3 单元 701 室' };

describe('what the logs keep of a failed query', () => {
  it('the error code and statement, never the values it was given', async () => {
    // Any failure of the database; this one is a rule the shop's schema does not have.
    await ctx.db.execute(sql.raw(`alter table addresses add constraint refuses_this_mobile check (mobile <> '${customer.phone}')`));
    try {
      const token = await ctx.sessionFor('13800138000');
      const address = {
        provinceCode: '310000',
        cityCode: '310100',
        districtCode: '310115',
        detail: customer.detail,
        consignee: customer.consignee,
        mobile: customer.phone,
      };
      const answer = await ctx.post('/api/portal/address/create', address, { token });
      expect(answer.code).toBe('000001');
    } finally {
      await ctx.db.execute(sql.raw('alter table addresses drop constraint refuses_this_mobile'));
    }
    await logsWritten();
    const line = captured.lines.find((entry) => entry['msg'] === 'unexpected error');
    expect(line).toBeDefined();
    const err = line!['err'] as { code: string; statement: string; message: string; stack: string };
    expect(err.code).toBe('23514');
    expect(err.statement).toMatch(/^insert into "addresses"/);
    expect(err.message).toContain('insert into "addresses"');
    const text = JSON.stringify(line);
    for (const value of Object.values(customer)) expect(text).not.toContain(value);
    expect(text).not.toContain('params');
    expect(text).toContain('refuses_this_mobile');
  });
});

describe('personal fields in a log line', () => {
  it('are masked or redacted wherever they are, and the rest is kept', async () => {
    const { log, lines } = capturingLogger('info');
    log.info(
      {
        phone: '13812345678',
        address: 'buyer@example.com',
        password: 'Pigment2026',
        body: { code: '480213', mobile: '13912345678', bankAccount: '6222020200112233445', taxNo: '91310000MA1FL8XQ30', name: '王小明' },
        req: { headers: { accesstoken: 'secret-token-value', authorization: 'Bearer secret-token-value' } },
        order: { consignee: { name: '李雷' }, address: '上海市浦东新区科苑路 88 号' },
        orderNo: 'P202611220001',
      },
      'something happened',
    );
    await logsWritten();
    const text = JSON.stringify(lines[0]);
    for (const secret of [
      '13812345678',
      'buyer@',
      'Pigment2026',
      '480213',
      '13912345678',
      '6222020200112233445',
      '91310000MA1FL8XQ30',
      '王小明',
      'secret-token-value',
      '李雷',
      '科苑路',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(lines[0]).toMatchObject({
      phone: '138****5678',
      address: 'b****@example.com',
      orderNo: 'P202611220001',
      body: { mobile: '139****5678', code: '[Redacted]' },
    });
  });

  it('an error keeps its code but not what a pg message quotes as a value', async () => {
    const { log, lines } = capturingLogger('info');
    const failure = Object.assign(new Error('invalid input syntax for type bigint: "13812345678"'), {
      code: '22P02',
      detail: 'Key (phone)=(13812345678)',
      params: ['13812345678'],
    });
    log.error({ err: failure }, 'failed');
    await logsWritten();
    expect(JSON.stringify(lines[0])).not.toContain('13812345678');
    expect(lines[0]!['err']).toMatchObject({ code: '22P02', message: 'invalid input syntax for type bigint: "…"' });
  });
});

describe('signed PDF addresses', () => {
  it('never reach the logs, even when their download fails unexpectedly', async () => {
    const [customer] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, demoAccounts.customer.phone));
    const { url } = signDocument(
      TEST_DOCUMENT_SECRET,
      { kind: 'quotation', number: 'Q202611220200000001', language: 'zh', userId: customer!.id, asOperator: false },
      ctx.clock.now,
    );
    await ctx.db.execute(sql`alter table quotations rename to quotations_away`);
    try {
      expect((await ctx.app.request(url)).status).toBe(500);
    } finally {
      await ctx.db.execute(sql`alter table quotations_away rename to quotations`);
    }
    await logsWritten();
    const line = captured.lines.find((entry) => entry['msg'] === 'unexpected error' && entry['path'] === '/api/paperwork');
    expect(line).toBeDefined();
    const signature = url.split('.').at(-1)!;
    expect(JSON.stringify(captured.lines)).not.toContain(signature);
  });
});

describe('a refusal for want of password-hashing slots', () => {
  it('is logged as what it is, not as the database being unavailable', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders = Array.from({ length: HASH_CONCURRENCY + HASH_QUEUE }, () => inHashSlot(() => held));
    try {
      const answer = await ctx.post('/api/portal/user/login', { phone: '13912340000', password: 'Whatever123' }, { clientAddress: '10.31.0.1' });
      expect(answer.code).toBe('000011');
    } finally {
      release();
      await Promise.all(holders);
    }
    await logsWritten();
    expect(captured.lines.filter((entry) => entry['msg'] === 'database unavailable')).toEqual([]);
    const line = captured.lines.find((entry) => entry['msg'] === 'serviceBusy');
    expect((line?.['err'] as { message?: string } | undefined)?.message).toMatch(/password hashing busy/);
  });
});
