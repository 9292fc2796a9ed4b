import type { Logger } from 'pino';
import type { OutboxOptions } from '../code-outbox.ts';
import { createMailOutboxProvider } from './outbox.ts';
import type { MailProvider } from './provider.ts';
import { createSmtpProvider, type SmtpMailConfig } from './smtp.ts';

export type { MailProvider } from './provider.ts';

export type MailConfig = ({ kind: 'outbox' } & OutboxOptions) | ({ kind: 'smtp' } & SmtpMailConfig);

export function createMailProvider(config: MailConfig, deps: { log: Logger }): MailProvider {
  switch (config.kind) {
    case 'outbox':
      return createMailOutboxProvider(deps.log, undefined, { printCodes: config.printCodes ?? false });
    case 'smtp':
      return createSmtpProvider({ url: config.url, from: config.from });
  }
}
