import { describe, expect, it } from 'vitest';
import { quantityProblem } from './quantity.ts';

describe('quantityProblem', () => {
  it('accepts whole numbers from 1 to 99 within stock', () => {
    for (const text of ['1', '5', ' 42 ', '99']) expect(quantityProblem(text, 120), text).toBeNull();
  });

  it('names what is wrong', () => {
    expect(quantityProblem('', 10)).toEqual({ key: 'quantity.integer' });
    expect(quantityProblem('1.5', 10)).toEqual({ key: 'quantity.integer' });
    expect(quantityProblem('-1', 10)).toEqual({ key: 'quantity.integer' });
    expect(quantityProblem('abc', 10)).toEqual({ key: 'quantity.integer' });
    expect(quantityProblem('0', 10)).toEqual({ key: 'quantity.min' });
    expect(quantityProblem('100', 500)).toEqual({ key: 'quantity.max', values: { max: 99 } });
    expect(quantityProblem('11', 10)).toEqual({ key: 'quantity.stock', values: { stock: 10 } });
  });
});
