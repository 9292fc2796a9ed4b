// The script of ToastHost.astro, run on every page: Default.astro loads the shell's scripts as one file.
import { renderToasts } from './toast-host.ts';
import { $toasts, closeNewestToast, showQueuedToasts } from './toast.store.ts';

const region = document.querySelector<HTMLElement>('[data-toast-region]')!;
const template = document.querySelector<HTMLTemplateElement>('template[data-toast-template]')!;
$toasts.subscribe((toasts) => renderToasts(region, template, toasts));
showQueuedToasts();
window.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && $toasts.get().length > 0) closeNewestToast();
});
