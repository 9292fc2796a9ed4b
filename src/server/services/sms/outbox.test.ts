import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { maskPhone } from './mask-phone.ts';
import { createOutboxProvider, OUTBOX_MAX_PHONES, readOutbox } from './outbox.ts';
import type { SmsProvider } from './provider.ts';

function capturingLogger(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level }, stream), lines };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('SMS outbox', () => {
  it('keeps messages per phone, latest first', async () => {
    let clock = Date.UTC(2025, 0, 1);
    const outbox = createOutboxProvider(capturingLogger('info').log, () => new Date((clock += 1000)));
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

  it('keeps at most 1000 phones, dropping the one least recently sent to', async () => {
    const outbox = createOutboxProvider(capturingLogger('silent').log);
    const phone = (index: number) => `1380000${String(index).padStart(4, '0')}`;
    for (let index = 0; index < OUTBOX_MAX_PHONES; index += 1) {
      await outbox.send({ phone: phone(index), code: '123456', purpose: 'login', locale: 'zh' });
    }
    await outbox.send({ phone: phone(0), code: '654321', purpose: 'login', locale: 'zh' }); // phone 0 is now the newest
    await outbox.send({ phone: phone(OUTBOX_MAX_PHONES), code: '123456', purpose: 'login', locale: 'zh' });
    expect(readOutbox(outbox, phone(1))).toEqual([]);
    expect(readOutbox(outbox, phone(0))).toHaveLength(2);
    expect(readOutbox(outbox, phone(2))).toHaveLength(1);
    expect(readOutbox(outbox, phone(OUTBOX_MAX_PHONES))).toHaveLength(1);
  });

  it('logs the masked phone and purpose at info level, the code only at debug level', async () => {
    const atInfo = capturingLogger('info');
    await createOutboxProvider(atInfo.log).send({ phone: '13800138000', code: '480213', purpose: 'login', locale: 'zh' });
    await tick();
    expect(atInfo.lines).toHaveLength(1);
    expect(atInfo.lines[0]).toMatchObject({ level: 30, phone: '138****8000', purpose: 'login' });
    expect(JSON.stringify(atInfo.lines)).not.toContain('480213');
    expect(JSON.stringify(atInfo.lines)).not.toContain('13800138000');

    const atDebug = capturingLogger('debug');
    await createOutboxProvider(atDebug.log).send({ phone: '13800138000', code: '480213', purpose: 'login', locale: 'zh' });
    await tick();
    expect(atDebug.lines.find((line) => line['code'] === '480213')).toMatchObject({ level: 20, phone: '138****8000' });
  });

  it('reads nothing from another provider, and hands out copies', async () => {
    const other: SmsProvider = { send: async () => {} };
    expect(readOutbox(other, '13800138000')).toEqual([]);
    const outbox = createOutboxProvider(capturingLogger('silent').log);
    await outbox.send({ phone: '13800138000', code: '111111', purpose: 'login', locale: 'zh' });
    readOutbox(outbox, '13800138000')[0]!.code = 'changed';
    expect(readOutbox(outbox, '13800138000')[0]?.code).toBe('111111');
  });

  it('masks phone numbers', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('+8613800138000')).toBe('+86****8000');
    expect(maskPhone('12345')).toBe('****');
  });
});
