import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

/** A store's value in a component, re-rendering when it changes (what `@nanostores/react` does, without its deep-key listening). */
export function useStore<Value>(store: ReadableAtom<Value>): Value {
  return useSyncExternalStore(store.listen, store.get, store.get);
}
