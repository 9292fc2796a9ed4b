import type { Logger } from 'pino';
import { createCodeOutbox, type OutboxOptions } from '../code-outbox.ts';
import { maskPhone } from './mask-phone.ts';
import type { SmsMessage, SmsProvider } from './provider.ts';

/** The default SMS provider: sends nothing, keeps the codes for development and tests (readOutbox). */
export function createOutboxProvider(log: Logger, now?: () => Date, options?: OutboxOptions): SmsProvider {
  return createCodeOutbox<'phone', SmsMessage>({ name: 'sms', targetKey: 'phone', mask: maskPhone }, log, now, options);
}
