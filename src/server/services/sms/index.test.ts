import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createSmsProvider, readOutbox } from './index.ts';

const log = pino({ level: 'silent' });
const message = { phone: '13800138000', code: '480213', purpose: 'register', locale: 'en' } as const;

describe('createSmsProvider', () => {
  it('builds the outbox for kind "outbox"', async () => {
    const sms = createSmsProvider({ kind: 'outbox' }, { log });
    await sms.send(message);
    expect(readOutbox(sms, '13800138000').map((entry) => entry.code)).toEqual(['480213']);
  });

  it('builds the Aliyun adapter for kind "aliyun"', async () => {
    const urls: string[] = [];
    const fetch = (async (url: string | URL | Request) => {
      urls.push(String(url));
      return new Response('{"Code":"OK","Message":"OK"}');
    }) as typeof globalThis.fetch;
    const sms = createSmsProvider(
      {
        kind: 'aliyun',
        accessKeyId: 'id',
        accessKeySecret: 'secret',
        signName: '颜料商城',
        templateCode: { register: 'SMS_1', login: 'SMS_2', reset_password: 'SMS_3', change_username: 'SMS_4' },
      },
      { log, fetch },
    );
    await sms.send(message);
    expect(urls).toEqual(['https://dysmsapi.aliyuncs.com/']);
    expect(readOutbox(sms, '13800138000')).toEqual([]);
  });
});
