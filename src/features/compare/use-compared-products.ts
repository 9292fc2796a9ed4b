import { useEffect, useState } from 'react';
import { ApiCallError } from '../../lib/api.ts';
import type { ProductDetail } from '../../schemas/catalog.ts';
import type { ComparedIds } from '../../schemas/compare.ts';
import { fetchProduct } from '../catalog/shared/catalog.api.ts';

/** A chosen product as loaded: its detail, or `missing` when the shop no longer has it. */
export type Loaded = ProductDetail | 'missing';

/**
 * The details of the products chosen, each read once as it is chosen; `failed` when some could not be
 * read (a lost connection), and `retry` to read them again.
 */
export function useComparedProducts(ids: ComparedIds) {
  const [loaded, setLoaded] = useState<ReadonlyMap<number, Loaded>>(new Map());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const wanted = ids.filter((id) => !loaded.has(id));
    if (wanted.length === 0) return;
    let live = true;
    setFailed(false);
    Promise.all(
      wanted.map((id) =>
        fetchProduct(id).then(
          (product): [number, Loaded] => [id, product],
          (error: unknown): [number, Loaded] => {
            if (error instanceof ApiCallError && error.kind === 'api') return [id, 'missing'];
            throw error;
          },
        ),
      ),
    ).then(
      (answers) => live && setLoaded((before) => new Map([...before, ...answers])),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [ids, loaded, attempt]);

  return { loaded, failed, retry: () => setAttempt((count) => count + 1) };
}
