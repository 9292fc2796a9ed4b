import { type ReactNode, useEffect, useState } from 'react';

/** The small links under an account form ("no account yet? register"). */
export function AccountLinks({ children }: { children: ReactNode }) {
  return <p className="flex flex-wrap justify-between gap-2 text-sm text-slate-600">{children}</p>;
}

/** The page's `?redirect=` to carry along to another account page; read after hydration, as the prerendered page has none. */
export function useRedirectQuery(): string {
  const [query, setQuery] = useState('');
  useEffect(() => {
    const redirect = new URLSearchParams(window.location.search).get('redirect');
    if (redirect) setQuery(`?redirect=${encodeURIComponent(redirect)}`);
  }, []);
  return query;
}
