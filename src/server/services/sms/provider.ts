import type { CodePurpose } from '../codes.ts';

/** What a code can be sent for: every purpose but the graphic captcha, which is shown, not sent. */
export type SmsPurpose = Exclude<CodePurpose, 'captcha'>;

export type SmsMessage = { phone: string; code: string; purpose: SmsPurpose; locale: 'zh' | 'en' };

/** Sends a one-time code by SMS; rejects when the message could not be handed over. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}
