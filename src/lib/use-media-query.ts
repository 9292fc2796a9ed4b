import { useEffect, useState } from 'react';

/**
 * Whether a media query matches, following a rotation or a resized window. The first render answers
 * `beforeMount`, as the server's render did (it has no screen), so that hydration finds the same markup.
 */
export function useMediaQuery(query: string, beforeMount = true): boolean {
  const [matches, setMatches] = useState(beforeMount);
  useEffect(() => {
    const list = window.matchMedia(query);
    const follow = () => setMatches(list.matches);
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  return matches;
}

/** Tailwind's `md` and `lg` breakpoints. */
export const WIDER_THAN_PHONE = '(min-width: 768px)';
export const DESKTOP = '(min-width: 1024px)';
