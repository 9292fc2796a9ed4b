import type { Logger } from 'pino';
import { createMailOutboxProvider } from './outbox.ts';
import type { MailProvider } from './provider.ts';
import { createSmtpProvider, type SmtpMailConfig } from './smtp.ts';

export type { MailMessage, MailProvider } from './provider.ts';

export type MailConfig = { kind: 'outbox' } | ({ kind: 'smtp' } & SmtpMailConfig);

export function createMailProvider(config: MailConfig, deps: { log: Logger }): MailProvider {
  switch (config.kind) {
    case 'outbox':
      return createMailOutboxProvider(deps.log);
    case 'smtp':
      return createSmtpProvider({ url: config.url, from: config.from });
  }
}
