import { useEffect, useRef, useState } from 'react';

/**
 * The section named by the URL's hash (`#password`), so a section can be linked to and Back returns to
 * the previous one; after a change the section's heading takes the focus, as a new page's would.
 */
export function useHashSection<T extends string>(names: readonly T[], fallback: T) {
  const [section, setSection] = useState<T>(fallback);
  const heading = useRef<HTMLHeadingElement>(null);
  const changed = useRef(false);
  useEffect(() => {
    const read = () => {
      const hash = window.location.hash.slice(1) as T;
      setSection(names.includes(hash) ? hash : fallback);
    };
    const follow = () => {
      changed.current = true;
      read();
    };
    read();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [names, fallback]);
  useEffect(() => {
    if (changed.current) heading.current?.focus();
  }, [section]);
  return { section, heading };
}
