import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { OutboxOptions } from '../code-outbox.ts';
import { type AliyunSmsConfig, type AliyunSmsDeps, createAliyunProvider } from './aliyun.ts';
import { createOutboxProvider } from './outbox.ts';
import type { SmsProvider } from './provider.ts';

export { readOutbox } from '../code-outbox.ts';
export type { AliyunSmsConfig } from './aliyun.ts';
export type { SmsProvider } from './provider.ts';

export type SmsConfig = ({ kind: 'outbox' } & OutboxOptions) | ({ kind: 'aliyun' } & AliyunSmsConfig);

/** The outbox needs only the logger; Aliyun's fetch, clock and nonce default to the real ones. */
export type SmsDeps = { log: Logger } & Partial<AliyunSmsDeps>;

export function createSmsProvider(config: SmsConfig, deps: SmsDeps): SmsProvider {
  switch (config.kind) {
    case 'outbox':
      return createOutboxProvider(deps.log, undefined, { printCodes: config.printCodes ?? false });
    case 'aliyun': {
      const { kind: _kind, ...aliyun } = config;
      return createAliyunProvider(aliyun, {
        fetch: deps.fetch ?? globalThis.fetch,
        now: deps.now ?? (() => new Date()),
        nonce: deps.nonce ?? randomUUID,
      });
    }
  }
}
