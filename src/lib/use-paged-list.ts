import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';

type Options = {
  /** False while the list cannot be read yet (a session not yet known, a visitor not an operator). */
  enabled?: boolean;
  /** The page read first and when `deps` change (a page in the address); the first page by default. */
  firstPage?: () => number;
};

/**
 * A list read a page at a time: the page shown (null before the first answer), whether the last reading
 * failed, `load(curPage)` for the pager and a retry, and `reload()` for the page shown, after a change.
 * The first page is read when the list is shown and again whenever `deps` change (its filters).
 * `load` calls the `fetchPage` of the latest render, so it reads the filters as they are now; an answer
 * that arrives after a later reading began is dropped, so a slow page never replaces a newer one.
 */
export function usePagedList<Page extends { curPage: number }>(
  fetchPage: (curPage: number) => Promise<Page>,
  deps: DependencyList,
  { enabled = true, firstPage = () => 1 }: Options = {},
) {
  const [page, setPage] = useState<Page | null>(null);
  const [failed, setFailed] = useState(false);
  const latestFetch = useRef(fetchPage);
  latestFetch.current = fetchPage;
  const lastReading = useRef(0);

  const load = useCallback(async (curPage = 1) => {
    const reading = ++lastReading.current;
    setFailed(false);
    try {
      const answer = await latestFetch.current(curPage);
      if (reading === lastReading.current) setPage(answer);
    } catch {
      if (reading === lastReading.current) setFailed(true);
    }
  }, []);
  useEffect(() => {
    if (enabled) void load(firstPage());
  }, [enabled, load, ...deps]);

  const reload = () => load(page?.curPage ?? firstPage());
  return { page, setPage, failed, load, reload };
}

/**
 * A list's search as applied: `apply` sets it, and applying the same text again reads the list again (an
 * operator searching twice wants what came in since). Put `[applied, round]` in the list's `deps`.
 */
export function useAppliedSearch(initial = '') {
  const [search, setSearch] = useState({ applied: initial, round: 0 });
  const apply = useCallback((applied: string) => setSearch((current) => ({ applied, round: current.round + 1 })), []);
  return { applied: search.applied, round: search.round, apply };
}
