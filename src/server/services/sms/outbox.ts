import type { Logger } from 'pino';
import { maskPhone } from './mask-phone.ts';
import type { SmsProvider, SmsPurpose } from './provider.ts';

export type OutboxMessage = { code: string; purpose: SmsPurpose; sentAt: Date };

export const OUTBOX_MAX_PHONES = 1000;
export const OUTBOX_MAX_MESSAGES_PER_PHONE = 10;

const outboxes = new WeakMap<SmsProvider, Map<string, OutboxMessage[]>>();

/**
 * The default provider: sends nothing, keeps the latest messages per phone in memory for development and tests.
 * The code itself is logged only at debug level.
 */
export function createOutboxProvider(log: Logger, now: () => Date = () => new Date()): SmsProvider {
  const byPhone = new Map<string, OutboxMessage[]>();
  const provider: SmsProvider = {
    async send({ phone, code, purpose }) {
      const messages = byPhone.get(phone) ?? [];
      byPhone.delete(phone); // re-inserted below, so the map's order is least recently sent first
      byPhone.set(phone, [{ code, purpose, sentAt: now() }, ...messages].slice(0, OUTBOX_MAX_MESSAGES_PER_PHONE));
      for (const oldest of byPhone.keys()) {
        if (byPhone.size <= OUTBOX_MAX_PHONES) break;
        byPhone.delete(oldest);
      }
      log.info({ phone: maskPhone(phone), purpose }, 'sms kept in the outbox (not sent)');
      log.debug({ phone: maskPhone(phone), purpose, code }, 'sms outbox code');
    },
  };
  outboxes.set(provider, byPhone);
  return provider;
}

/** Messages the outbox kept for a phone, latest first; empty for any other provider. */
export function readOutbox(provider: SmsProvider, phone: string): OutboxMessage[] {
  return (outboxes.get(provider)?.get(phone) ?? []).map((message) => ({ ...message, sentAt: new Date(message.sentAt) }));
}
