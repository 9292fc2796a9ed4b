import type { Logger } from 'pino';
import type { SentCodePurpose } from './codes.ts';

export type OutboxMessage = { code: string; purpose: SentCodePurpose; sentAt: Date };

export const OUTBOX_MAX_TARGETS = 1000;
export const OUTBOX_MAX_MESSAGES_PER_TARGET = 10;

/** How one channel's messages are kept: `targetKey` names the message field that says where it goes. */
export type OutboxChannel<TargetKey extends string> = {
  name: 'sms' | 'mail';
  targetKey: TargetKey;
  /** How a target appears in the logs: enough to tell messages apart, not who got them. */
  mask: (target: string) => string;
};

type CodeMessage = { code: string; purpose: SentCodePurpose };

// A registered symbol, not a module-level map: the server script and the built site each load their own
// copy of this module, and the provider one creates must be readable from the other.
const keptCodes = Symbol.for('pigment-shop.code-outbox');

export type OutboxOptions = {
  /**
   * Development: each code is printed at info level with its whole target, so that a newcomer reads it on
   * the console. Otherwise the code is logged only at debug level, and the target masked.
   */
  printCodes?: boolean;
};

/**
 * A provider that sends nothing and keeps the latest codes per target (phone or address) in memory, for
 * development and tests; bounded in targets and in messages per target.
 */
export function createCodeOutbox<TargetKey extends string, Message extends CodeMessage & Record<TargetKey, string>>(
  channel: OutboxChannel<TargetKey>,
  log: Logger,
  now: () => Date = () => new Date(),
  options: OutboxOptions = {},
): { send(message: Message): Promise<void> } {
  const byTarget = new Map<string, OutboxMessage[]>();
  const provider = {
    [keptCodes]: byTarget,
    async send(message: Message) {
      const { code, purpose } = message;
      const target = message[channel.targetKey];
      const kept = byTarget.get(target) ?? [];
      byTarget.delete(target); // re-inserted below, so the map's order is least recently sent first
      byTarget.set(target, [{ code, purpose, sentAt: now() }, ...kept].slice(0, OUTBOX_MAX_MESSAGES_PER_TARGET));
      for (const oldest of byTarget.keys()) {
        if (byTarget.size <= OUTBOX_MAX_TARGETS) break;
        byTarget.delete(oldest);
      }
      if (options.printCodes) {
        log.info({ [channel.targetKey]: target, purpose, code }, `${channel.name} code ${code} for ${target} (${purpose}) kept in the outbox, not sent`);
        return;
      }
      const masked = { [channel.targetKey]: channel.mask(target), purpose };
      log.info(masked, `${channel.name} kept in the outbox (not sent)`);
      log.debug({ ...masked, code }, `${channel.name} outbox code`);
    },
  };
  return provider;
}

/** Codes an outbox kept for a phone or address, latest first; empty for any provider that is not an outbox. */
export function readOutbox(provider: object, target: string): OutboxMessage[] {
  const kept = (provider as { [keptCodes]?: Map<string, OutboxMessage[]> })[keptCodes];
  return (kept?.get(target) ?? []).map((message) => ({ ...message, sentAt: new Date(message.sentAt) }));
}

export type OutboxEntry = OutboxMessage & { channel: 'sms' | 'mail'; target: string };

/** The latest codes of one or more outboxes across every target, newest first; at most `limit`. */
export function listOutboxes(providers: { channel: 'sms' | 'mail'; provider: object }[], limit: number): OutboxEntry[] {
  const entries: OutboxEntry[] = [];
  for (const { channel, provider } of providers) {
    const kept = (provider as { [keptCodes]?: Map<string, OutboxMessage[]> })[keptCodes];
    for (const [target, messages] of kept ?? []) {
      for (const message of messages) entries.push({ ...message, sentAt: new Date(message.sentAt), channel, target });
    }
  }
  return entries.sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime()).slice(0, limit);
}
