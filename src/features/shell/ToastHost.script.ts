// The script of ToastHost.astro, run on every page: Default.astro loads the shell's scripts as one file.

import { $toasts, closeNewestToast, showQueuedToasts, showToast } from '../../components/ui/toast.store.ts';
import { onApiFailure } from '../../lib/api-failures.ts';
import { renderToasts } from './toast-host.ts';

const region = document.querySelector<HTMLElement>('[data-toast-region]')!;
const template = document.querySelector<HTMLTemplateElement>('template[data-toast-template]')!;
$toasts.subscribe((toasts) => renderToasts(region, template, toasts));
showQueuedToasts();
onApiFailure((message) => showToast(message, { type: 'error' }));
window.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && $toasts.get().length > 0) closeNewestToast();
});
