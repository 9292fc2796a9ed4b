import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, closeNewestToast, showToast, TOAST_DEFAULT_DURATION } from './toast.store.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  while ($toasts.get().length) closeNewestToast();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('default to info and close after 3000 ms', () => {
    showToast('saved');
    expect($toasts.get()).toMatchObject([{ message: 'saved', type: 'info', repeat: 1 }]);
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('group identical toasts with a repeat counter and restart the timer', () => {
    showToast('network down', { type: 'error' });
    vi.advanceTimersByTime(2000);
    showToast('network down', { type: 'error' });
    showToast('network down', { type: 'error' });
    expect($toasts.get()).toMatchObject([{ repeat: 3 }]);
    vi.advanceTimersByTime(2000);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect($toasts.get()).toHaveLength(0);
  });

  it('Escape closes the newest first', () => {
    showToast('first');
    showToast('second', { type: 'warning' });
    closeNewestToast();
    expect($toasts.get().map((toast) => toast.message)).toEqual(['first']);
  });
});
