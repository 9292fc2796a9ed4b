import { listOutboxes, type OutboxEntry } from '../code-outbox.ts';

/** How many of the latest codes and captchas the development outbox shows. */
export const DEV_OUTBOX_SIZE = 30;

export type RecentCaptcha = { captchaId: string; answer: string; issuedAt: Date };

/**
 * Development only: what a newcomer needs to register without a phone or a mailbox. Codes are read from
 * the outboxes themselves; captcha answers are remembered here as the captchas are made, as the code
 * store keeps them under ids that nothing lists.
 */
export function createDevOutbox(now: () => Date = () => new Date()) {
  const captchas: RecentCaptcha[] = [];
  return {
    recordCaptcha(captchaId: string, answer: string) {
      captchas.unshift({ captchaId, answer, issuedAt: now() });
      captchas.length = Math.min(captchas.length, DEV_OUTBOX_SIZE);
    },
    /** The latest codes (phone or e-mail) and captcha answers, newest first. */
    read(outboxes: { sms: object; mail: object }): { codes: OutboxEntry[]; captchas: RecentCaptcha[] } {
      const codes = listOutboxes(
        [
          { channel: 'sms', provider: outboxes.sms },
          { channel: 'mail', provider: outboxes.mail },
        ],
        DEV_OUTBOX_SIZE,
      );
      return { codes, captchas: captchas.map((captcha) => ({ ...captcha })) };
    },
  };
}

export type DevOutbox = ReturnType<typeof createDevOutbox>;
