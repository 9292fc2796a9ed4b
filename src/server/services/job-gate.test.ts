import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { jobGate, oneAtATime } from './job-gate.ts';

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

describe('a gate of two', () => {
  it('runs two jobs at once and refuses a third until one is done', async () => {
    const gate = jobGate(2);
    const finishers: (() => void)[] = [];
    const slow = () => gate(() => new Promise<void>((resolve) => finishers.push(resolve)));
    const jobs = [slow(), slow()];
    await expect(gate(async () => 'third')).rejects.toSatisfy((error) => error instanceof ApiError && error.errorName === 'serviceBusy');
    finishers[0]!();
    await jobs[0];
    expect(await gate(async () => 'after one finished')).toBe('after one finished');
    finishers[1]!();
    await jobs[1];
  });
});
