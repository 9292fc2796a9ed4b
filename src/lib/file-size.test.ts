import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [850, '850 B'],
    [32_944, '32 KB'],
    [1024 * 1024 - 1, '1024 KB'],
    [1_468_006, '1.4 MB'],
    [10 * 1024 * 1024, '10.0 MB'],
  ])('%i bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
