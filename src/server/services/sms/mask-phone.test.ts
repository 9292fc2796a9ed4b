import { describe, expect, it } from 'vitest';
import { maskPhone } from './mask-phone.ts';

describe('maskPhone', () => {
  it('keeps the first three and last four digits', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('+8613800138000')).toBe('+86****8000');
    expect(maskPhone('12345')).toBe('****');
  });
});
