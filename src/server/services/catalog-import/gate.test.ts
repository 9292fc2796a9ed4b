import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error.ts';
import { oneAtATime } from './gate.ts';

describe('one spreadsheet job at a time', () => {
  it('refuses a second job as service busy while the first runs, and takes the next once it is done', async () => {
    let finish = () => {};
    const first = oneAtATime(() => new Promise<string>((resolve) => (finish = () => resolve('first'))));
    const second = oneAtATime(async () => 'second');
    await expect(second).rejects.toSatisfy((error) => error instanceof ApiError && error.errorName === 'serviceBusy');
    finish();
    expect(await first).toBe('first');
    expect(await oneAtATime(async () => 'third')).toBe('third');
  });

  it('frees the slot when a job fails', async () => {
    await expect(oneAtATime(() => Promise.reject(new Error('broken file')))).rejects.toThrow('broken file');
    expect(await oneAtATime(async () => 'next')).toBe('next');
  });
});
