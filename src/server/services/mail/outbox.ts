import type { Logger } from 'pino';
import { createCodeOutbox, type OutboxOptions } from '../code-outbox.ts';
import { maskAddress } from './mask-address.ts';
import type { MailMessage, MailProvider } from './provider.ts';

/** The default mail provider: sends nothing, keeps the codes for development and tests (readOutbox). */
export function createMailOutboxProvider(log: Logger, now?: () => Date, options?: OutboxOptions): MailProvider {
  return createCodeOutbox<'address', MailMessage>({ name: 'mail', targetKey: 'address', mask: maskAddress }, log, now, options);
}
