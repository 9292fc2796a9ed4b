import { describe, expect, it } from 'vitest';
import { creditCodeCheck, isCreditCode } from './credit-code.ts';

describe('unified social credit codes', () => {
  it('accepts published codes and refuses one with any character changed', () => {
    // Codes printed on real business licences.
    for (const code of ['91350100M000100Y43', '91110000802100433B', '91440300708461136T']) {
      expect(isCreditCode(code), code).toBe(true);
      for (let index = 0; index < code.length; index++) {
        const changed = code.slice(0, index) + (code[index] === '1' ? '2' : '1') + code.slice(index + 1);
        expect(isCreditCode(changed), changed).toBe(false);
      }
    }
  });

  it('refuses the wrong length, lower case, letters the standard leaves out and letters in the region code', () => {
    for (const code of ['', '91350100M000100Y4', '91350100M000100Y433', '91350100m000100y43', '91350100M0001O0Y43', '9135A100M000100Y43']) {
      expect(isCreditCode(code), code).toBe(false);
    }
  });

  it('makes a valid code of any 17 allowed characters, and none of a left-out letter', () => {
    const check = creditCodeCheck('9135010000000000A');
    expect(check).toMatch(/^[0-9A-HJ-NPQRTUWXY]$/);
    expect(isCreditCode(`9135010000000000A${check}`)).toBe(true);
    expect(creditCodeCheck('91350100I00000000')).toBeNull();
  });
});
