import { randomInt } from 'node:crypto';

/** Purposes a one-time code can be issued for; a code only verifies for the purpose it was issued for. */
export type CodePurpose = 'register' | 'login' | 'reset_password' | 'change_username';

/** One-time verification codes (sent by SMS or e-mail). In-process by default; Redis when REDIS_URL is set. */
export interface CodeStore {
  /** Issues a fresh 6-digit code for the target, replacing any earlier one. */
  issue(purpose: CodePurpose, target: string): Promise<string>;
  /** True once for the right code; a wrong guess counts, and after 5 wrong guesses the code is void. */
  consume(purpose: CodePurpose, target: string, code: string): Promise<boolean>;
}

export const CODE_TTL_MS = 5 * 60 * 1000;
export const MAX_WRONG_GUESSES = 5;

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

type Entry = { code: string; expiresAt: number; wrongGuesses: number };

export function createMemoryCodeStore(now: () => number = Date.now): CodeStore {
  const entries = new Map<string, Entry>();
  const keyOf = (purpose: CodePurpose, target: string) => `${purpose}:${target}`;
  return {
    async issue(purpose, target) {
      const code = newCode();
      entries.set(keyOf(purpose, target), { code, expiresAt: now() + CODE_TTL_MS, wrongGuesses: 0 });
      return code;
    },
    async consume(purpose, target, code) {
      const key = keyOf(purpose, target);
      const entry = entries.get(key);
      if (!entry || entry.expiresAt < now()) {
        entries.delete(key);
        return false;
      }
      if (entry.code !== code) {
        entry.wrongGuesses += 1;
        if (entry.wrongGuesses >= MAX_WRONG_GUESSES) entries.delete(key);
        return false;
      }
      entries.delete(key);
      return true;
    },
  };
}
