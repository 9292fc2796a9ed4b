import { describe, expect, it } from 'vitest';
import { neutraliseFormula, restoreNeutralised } from './sheet-cells.ts';

const runnable = ['=1+1', '+86 138', '-5', '@SUM(A1)', '\t=1', '\r=1', '＝1＋1', '＋1', '－5', '＠A1', "'=1", "''-x"];
const plain = ['', 'PR-001', '铁红 130', "'quoted", "'", ' =1', '12.50', '0012'];

describe('a spreadsheet cell that could run as a formula', () => {
  it('gets a single quote before it; any other cell is written as it is', () => {
    for (const text of runnable) expect(neutraliseFormula(text), JSON.stringify(text)).toBe(`'${text}`);
    for (const text of plain) expect(neutraliseFormula(text), JSON.stringify(text)).toBe(text);
  });

  it('reads back exactly as it was, whatever it held', () => {
    for (const text of [...runnable, ...plain]) expect(restoreNeutralised(neutraliseFormula(text)), JSON.stringify(text)).toBe(text);
  });
});
