/**
 * The unified social credit code (统一社会信用代码, GB 32100-2015) every Chinese company is registered under:
 * 18 characters from 31 (digits and capitals without I, O, S, V and Z), the last a check character over
 * the first 17 by weights 3^i mod 31. Plain code, so the server and the islands check it alike.
 */
const CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
export const CREDIT_CODE_LENGTH = 18;

/** The check character the first 17 characters call for, or null when one of them is not allowed. */
export function creditCodeCheck(first17: string): string | null {
  let sum = 0;
  for (const [index, character] of [...first17].entries()) {
    const value = CHARACTERS.indexOf(character);
    if (value < 0) return null;
    sum += value * WEIGHTS[index]!;
  }
  return CHARACTERS[(31 - (sum % 31)) % 31]!;
}

/** Whether `code` (upper case) is a well-formed credit code: its characters, the six-digit region code, and its check character. */
export function isCreditCode(code: string): boolean {
  if (code.length !== CREDIT_CODE_LENGTH || !/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  return creditCodeCheck(code.slice(0, 17)) === code[17];
}
