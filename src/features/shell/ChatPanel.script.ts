// The script of ChatPanel.astro, run on every page: Default.astro loads the shell's scripts as one file.
import { PUBLIC_CHAT_SCRIPT_URL } from 'astro:env/client';
import { $chatOpen, closeChat, openChat } from './chat.store.ts';

const panel = document.querySelector<HTMLElement>('#chat-panel')!;
const closeButton = panel.querySelector<HTMLButtonElement>('[data-chat-close]')!;
let returnFocusTo: HTMLElement | null = null;

$chatOpen.subscribe((open) => {
  if (open === !panel.hidden) return;
  panel.hidden = !open;
  if (open) {
    returnFocusTo = document.activeElement as HTMLElement | null;
    closeButton.focus();
  } else {
    returnFocusTo?.focus();
  }
});
closeButton.addEventListener('click', closeChat);
window.addEventListener('keydown', (event) => event.key === 'Escape' && $chatOpen.get() && closeChat());
// Customer-service entries anywhere on the page are plain buttons marked data-open-chat.
document.addEventListener('click', (event) => {
  if ((event.target as Element | null)?.closest?.('[data-open-chat]')) openChat();
});

function loadChatWidget(): void {
  if (!PUBLIC_CHAT_SCRIPT_URL || document.querySelector('script[data-chat-widget]')) return;
  const script = document.createElement('script');
  script.src = PUBLIC_CHAT_SCRIPT_URL;
  script.async = true;
  script.dataset.chatWidget = '';
  document.body.append(script);
}
// Third-party code waits until the page has loaded and the main thread is idle, so it never competes with the page.
const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(loadChatWidget) : setTimeout(loadChatWidget, 200));
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });
