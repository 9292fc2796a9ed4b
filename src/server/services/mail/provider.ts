import type { Locale } from '../../../schemas/common.ts';
import type { SentCodePurpose } from '../codes.ts';

export type MailMessage = { address: string; code: string; purpose: SentCodePurpose; locale: Locale };

/** Sends a one-time code by e-mail; rejects when the mail could not be handed over. */
export interface MailProvider {
  send(message: MailMessage): Promise<void>;
}
