import type { SentCodePurpose } from '../codes.ts';

export type SmsPurpose = SentCodePurpose;

export type SmsMessage = { phone: string; code: string; purpose: SmsPurpose; locale: 'zh' | 'en' };

/** Sends a one-time code by SMS; rejects when the message could not be handed over. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}
