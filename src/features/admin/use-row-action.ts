import { useSubmit } from '../../lib/use-submit.ts';

/**
 * An editor's action on one row of a list, checked and sent like a form. A refusal about no field means
 * someone else moved the row meanwhile (the toast says so): `onStale` shows where it stands now.
 */
export function useRowAction(onStale: () => void) {
  return useSubmit('zh', {
    onRefused: (shown) => {
      if (Object.keys(shown).length === 0) onStale();
    },
  });
}
