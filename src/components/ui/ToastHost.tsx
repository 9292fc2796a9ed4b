import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Locale } from '../../schemas/common.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { $toasts, closeNewestToast, closeToast, TOAST_OFFSET, type ToastType } from './toast.store.ts';

const tone: Record<ToastType, string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  info: 'border-slate-300 bg-white text-slate-800',
};

/** Renders the toast queue; Escape closes the newest. The live region exists before any toast so screen readers announce them. */
export default function ToastHost({ locale }: { locale: Locale }) {
  const toasts = useStore($toasts);
  const t = useTranslate(locale);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && $toasts.get().length > 0) closeNewestToast();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div
      aria-live="polite"
      aria-label={t('toast.region')}
      role="region"
      className="pointer-events-none fixed inset-x-0 z-50 flex flex-col items-center gap-2 px-4"
      style={{ top: TOAST_OFFSET }}
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.type === 'error' ? 'alert' : 'status'}
          data-type={toast.type}
          className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-lg border px-4 py-2 text-sm shadow-md ${tone[toast.type]}`}
        >
          <span>{toast.message}</span>
          {toast.repeat > 1 && (
            <span className="rounded-full bg-black/10 px-2 text-xs font-semibold" data-testid="toast-repeat">
              ×{toast.repeat}
            </span>
          )}
          <button type="button" className="ml-auto leading-none opacity-60 hover:opacity-100" aria-label={t('toast.close')} onClick={() => closeToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
