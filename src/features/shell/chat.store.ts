import { atom } from 'nanostores';

/** Whether the built-in contact panel is open. */
export const $chatOpen = atom(false);

type ThirdPartyChat = { open?: () => void };

/**
 * Opens customer service: the third-party chat widget when its script has loaded and exposes
 * `window.ShopChat.open()`, otherwise the built-in contact panel (hotline, WeChat, e-mail).
 */
export function openChat(): void {
  const widget = (globalThis as { ShopChat?: ThirdPartyChat }).ShopChat;
  if (widget?.open) widget.open();
  else $chatOpen.set(true);
}

export function closeChat(): void {
  $chatOpen.set(false);
}
