import type { CodePurpose } from '../codes.ts';

export type SmsMessage = { phone: string; code: string; purpose: CodePurpose; locale: 'zh' | 'en' };

/** Sends a one-time code by SMS; rejects when the message could not be handed over. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}
