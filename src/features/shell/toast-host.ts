import { closeToast, type Toast, type ToastType } from '../../components/ui/toast.store.ts';

const tone: Record<ToastType, string[]> = {
  success: ['border-emerald-300', 'bg-emerald-50', 'text-emerald-900'],
  warning: ['border-amber-300', 'bg-amber-50', 'text-amber-900'],
  error: ['border-red-300', 'bg-red-50', 'text-red-900'],
  info: ['border-slate-300', 'bg-white', 'text-slate-800'],
};

function createToast(template: HTMLTemplateElement, toast: Toast): HTMLElement {
  const element = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  element.setAttribute('role', toast.type === 'error' ? 'alert' : 'status');
  element.dataset.type = toast.type;
  element.dataset.toastId = String(toast.id);
  element.classList.add(...tone[toast.type]);
  element.querySelector('[data-toast-message]')!.textContent = toast.message;
  element.querySelector('[data-toast-close]')!.addEventListener('click', () => closeToast(toast.id));
  return element;
}

/**
 * Brings the region in line with the toast queue. Toasts still showing keep their element, so a close
 * button that has focus keeps it while other toasts come and go.
 */
export function renderToasts(region: HTMLElement, template: HTMLTemplateElement, toasts: readonly Toast[]): void {
  const existing = new Map([...region.querySelectorAll<HTMLElement>('[data-toast-id]')].map((element) => [Number(element.dataset.toastId), element]));
  for (const [id, element] of existing) if (!toasts.some((toast) => toast.id === id)) element.remove();
  for (const toast of toasts) {
    const element = existing.get(toast.id) ?? region.appendChild(createToast(template, toast));
    const repeat = element.querySelector<HTMLElement>('[data-testid="toast-repeat"]')!;
    repeat.hidden = toast.repeat <= 1;
    repeat.textContent = `×${toast.repeat}`;
  }
}
