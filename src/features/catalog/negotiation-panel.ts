import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $negotiatingSkuId } from './product-live.store.ts';

/** The container of the negotiation form's island (NegotiationPanel.tsx), in ProductPage.astro. */
export const NEGOTIATION_PANEL_ID = 'product-negotiation';

/**
 * The spec the negotiation form is open for, or null. Showing the form's container hydrates its island;
 * once opened, it is brought into view.
 */
export function useNegotiationPanel(): number | null {
  const negotiating = useStore($negotiatingSkuId);
  const openedNegotiation = useRef(false);
  useEffect(() => {
    const panel = document.getElementById(NEGOTIATION_PANEL_ID);
    if (!panel) return;
    panel.hidden = negotiating === null;
    if (negotiating !== null && !openedNegotiation.current) panel.scrollIntoView({ block: 'start' });
    openedNegotiation.current = negotiating !== null;
  }, [negotiating]);
  return negotiating;
}
