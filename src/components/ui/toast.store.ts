import { atom } from 'nanostores';

export type ToastType = 'success' | 'warning' | 'error' | 'info';
export type Toast = { id: number; type: ToastType; message: string; duration: number; repeat: number };

/** A toast's defaults: shown for 3000 ms, of type info, 16 px from the edge. */
export const TOAST_DEFAULT_DURATION = 3000;
export const TOAST_OFFSET = 16;

export const $toasts = atom<Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function schedule(toast: Toast): void {
  clearTimeout(timers.get(toast.id));
  if (toast.duration > 0)
    timers.set(
      toast.id,
      setTimeout(() => closeToast(toast.id), toast.duration),
    );
}

/** Shows a toast; an identical one already showing is counted up and its timer restarted instead. */
export function showToast(message: string, options: { type?: ToastType; duration?: number } = {}): number {
  const type = options.type ?? 'info';
  const duration = options.duration ?? TOAST_DEFAULT_DURATION;
  const same = $toasts.get().find((toast) => toast.message === message && toast.type === type);
  if (same) {
    const counted = { ...same, repeat: same.repeat + 1 };
    $toasts.set($toasts.get().map((toast) => (toast.id === same.id ? counted : toast)));
    schedule(counted);
    return same.id;
  }
  const toast: Toast = { id: nextId++, type, message, duration, repeat: 1 };
  $toasts.set([...$toasts.get(), toast]);
  schedule(toast);
  return toast.id;
}

export function closeToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/** Escape closes the newest toast. */
export function closeNewestToast(): void {
  const newest = $toasts.get().at(-1);
  if (newest) closeToast(newest.id);
}

const PENDING_KEY = 'pendingToasts';

/** A toast for the next page: the page is about to be left, so it is kept in session storage until then. */
export function queueToast(message: string, options: { type?: ToastType } = {}): void {
  const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '[]') as { message: string; type?: ToastType }[];
  sessionStorage.setItem(PENDING_KEY, JSON.stringify([...pending, { message, ...options }]));
}

/** Shows the toasts the previous page queued. */
export function showQueuedToasts(): void {
  const stored = sessionStorage.getItem(PENDING_KEY);
  if (!stored) return;
  sessionStorage.removeItem(PENDING_KEY);
  try {
    for (const { message, type } of JSON.parse(stored) as { message: string; type?: ToastType }[]) {
      showToast(message, type ? { type, duration: 6000 } : { duration: 6000 });
    }
  } catch {
    // Not ours to show.
  }
}
