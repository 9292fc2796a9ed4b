import { useEffect, useRef } from 'react';
import { DOCUMENT_LINK_MINUTES } from '../schemas/quotation-values.ts';

/** Reloaded a minute before the links lapse, so that a link on the page always has time left to be followed. */
const FRESH_FOR_MS = (DOCUMENT_LINK_MINUTES - 1) * 60_000;

/**
 * For a list whose answer carries signed file addresses (receipts, invoices), which work for minutes: while
 * the page is shown, and when it is shown again, an answer older than that is loaded again. `loaded`
 * changes with every answer (the answer itself will do).
 */
export function useFreshLinks(reload: () => void, loaded: unknown): void {
  const loadedAt = useRef(Date.now());
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  useEffect(() => {
    loadedAt.current = Date.now();
  }, [loaded]);
  useEffect(() => {
    const reloadIfStale = () => {
      if (document.visibilityState === 'visible' && Date.now() - loadedAt.current > FRESH_FOR_MS) {
        loadedAt.current = Date.now();
        reloadRef.current();
      }
    };
    const timer = setInterval(reloadIfStale, 30_000);
    document.addEventListener('visibilitychange', reloadIfStale);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', reloadIfStale);
    };
  }, []);
}
