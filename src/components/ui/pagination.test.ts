import { describe, expect, it } from 'vitest';
import { pageWindow } from './Pagination.tsx';

describe('pageWindow', () => {
  it('shows every page of a short listing', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first and last page and marks the gaps', () => {
    expect(pageWindow(1, 15)).toEqual([1, 2, 3, null, 15]);
    expect(pageWindow(8, 15)).toEqual([1, null, 6, 7, 8, 9, 10, null, 15]);
    expect(pageWindow(15, 15)).toEqual([1, null, 13, 14, 15]);
    expect(pageWindow(4, 15)).toEqual([1, 2, 3, 4, 5, 6, null, 15]);
  });
});
