import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { capturingLogger, logsWritten } from '../../../tests/helpers/capturing-logger.ts';
import { OUTBOX_MAX_TARGETS, readOutbox } from './code-outbox.ts';
import { createMailOutboxProvider } from './mail/outbox.ts';
import { createOutboxProvider as createSmsOutboxProvider } from './sms/outbox.ts';

const silent = () => capturingLogger('silent').log;

describe('code outbox', () => {
  it('keeps messages per target, latest first', async () => {
    let clock = Date.UTC(2025, 0, 1);
    const outbox = createSmsOutboxProvider(silent(), () => new Date((clock += 1000)));
    await outbox.send({ phone: '13800138000', code: '111111', purpose: 'register', locale: 'zh' });
    await outbox.send({ phone: '13900139000', code: '222222', purpose: 'login', locale: 'en' });
    await outbox.send({ phone: '13800138000', code: '333333', purpose: 'reset_password', locale: 'zh' });
    expect(readOutbox(outbox, '13800138000')).toEqual([
      { code: '333333', purpose: 'reset_password', sentAt: new Date(Date.UTC(2025, 0, 1, 0, 0, 3)) },
      { code: '111111', purpose: 'register', sentAt: new Date(Date.UTC(2025, 0, 1, 0, 0, 1)) },
    ]);
    expect(readOutbox(outbox, '13900139000').map((message) => message.code)).toEqual(['222222']);
    expect(readOutbox(outbox, '13700137000')).toEqual([]);
  });

  it('keeps at most 1000 targets, dropping the one least recently sent to', async () => {
    const outbox = createMailOutboxProvider(silent());
    const address = (index: number) => `buyer${index}@example.com`;
    for (let index = 0; index < OUTBOX_MAX_TARGETS; index += 1) {
      await outbox.send({ address: address(index), code: '123456', purpose: 'change_username', locale: 'zh' });
    }
    await outbox.send({ address: address(0), code: '654321', purpose: 'change_username', locale: 'zh' }); // now the newest
    await outbox.send({ address: address(OUTBOX_MAX_TARGETS), code: '123456', purpose: 'change_username', locale: 'zh' });
    expect(readOutbox(outbox, address(1))).toEqual([]);
    expect(readOutbox(outbox, address(0))).toHaveLength(2);
    expect(readOutbox(outbox, address(2))).toHaveLength(1);
    expect(readOutbox(outbox, address(OUTBOX_MAX_TARGETS))).toHaveLength(1);
  });

  it('reads nothing from another provider or another channel, and hands out copies', async () => {
    expect(readOutbox({ send: async () => {} }, '13800138000')).toEqual([]);
    const sms = createSmsOutboxProvider(silent());
    await sms.send({ phone: '13800138000', code: '111111', purpose: 'login', locale: 'zh' });
    expect(readOutbox(createMailOutboxProvider(silent()), '13800138000')).toEqual([]);
    readOutbox(sms, '13800138000')[0]!.code = 'changed';
    expect(readOutbox(sms, '13800138000')[0]?.code).toBe('111111');
  });
});

const channels = [
  {
    channel: 'sms',
    target: '13800138000',
    logged: { phone: '138****8000' },
    send: (log: Logger, code: string) => createSmsOutboxProvider(log).send({ phone: '13800138000', code, purpose: 'login', locale: 'zh' }),
  },
  {
    channel: 'mail',
    target: 'buyer@example.com',
    logged: { address: 'b****@example.com' },
    send: (log: Logger, code: string) => createMailOutboxProvider(log).send({ address: 'buyer@example.com', code, purpose: 'change_username', locale: 'en' }),
  },
];

describe.each(channels)('$channel outbox', ({ channel, target, logged, send }) => {
  it('logs the masked target and purpose at info level, the code only at debug level', async () => {
    const atInfo = capturingLogger('info');
    await send(atInfo.log, '480213');
    await logsWritten();
    expect(atInfo.lines).toHaveLength(1);
    expect(atInfo.lines[0]).toMatchObject({ level: 30, ...logged, msg: `${channel} kept in the outbox (not sent)` });
    expect(JSON.stringify(atInfo.lines)).not.toContain('480213');
    expect(JSON.stringify(atInfo.lines)).not.toContain(target);

    const atDebug = capturingLogger('debug');
    await send(atDebug.log, '480213');
    await logsWritten();
    expect(atDebug.lines.find((line) => line['code'] === '480213')).toMatchObject({ level: 20, ...logged });
  });

  it('in development prints every code with its whole target at info level', async () => {
    const atInfo = capturingLogger('info');
    const outbox =
      channel === 'sms'
        ? createSmsOutboxProvider(atInfo.log, undefined, { printCodes: true })
        : createMailOutboxProvider(atInfo.log, undefined, { printCodes: true });
    await outbox.send({ phone: target, address: target, code: '480213', purpose: 'change_username', locale: 'zh' });
    await logsWritten();
    expect(atInfo.lines).toHaveLength(1);
    expect(atInfo.lines[0]).toMatchObject({ level: 30, code: '480213', purpose: 'change_username' });
    expect(String(atInfo.lines[0]!['msg'])).toContain(`480213 for ${target}`);
  });
});
