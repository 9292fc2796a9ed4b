import { randomInt } from 'node:crypto';

/** Purposes a one-time code can be issued for; a code only verifies for the purpose it was issued for. */
export type CodePurpose = 'register' | 'login' | 'reset_password' | 'change_username' | 'captcha';
/** What a code can be sent for (by SMS or e-mail): every purpose but the graphic captcha, which is shown, not sent. */
export type SentCodePurpose = Exclude<CodePurpose, 'captcha'>;

/** SMS codes live 10 minutes and survive 4 wrong tries; a graphic captcha lives 5 minutes and any answer uses it up. */
export const codePolicies: Record<CodePurpose, { ttlMs: number; maxWrongGuesses: number }> = {
  register: { ttlMs: 10 * 60_000, maxWrongGuesses: 5 },
  login: { ttlMs: 10 * 60_000, maxWrongGuesses: 5 },
  reset_password: { ttlMs: 10 * 60_000, maxWrongGuesses: 5 },
  change_username: { ttlMs: 10 * 60_000, maxWrongGuesses: 5 },
  captcha: { ttlMs: 5 * 60_000, maxWrongGuesses: 1 },
};

/** One-time codes (SMS, e-mail, captcha answers). In the database by default; Redis when REDIS_URL is set. */
export interface CodeStore {
  /** Stores a code for the target (a fresh 6-digit one unless given), replacing any earlier one. */
  issue(purpose: CodePurpose, target: string, code?: string): Promise<string>;
  /** True once for the right code; each wrong guess counts, and past the purpose's limit the code is void. */
  consume(purpose: CodePurpose, target: string, code: string): Promise<boolean>;
}

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
