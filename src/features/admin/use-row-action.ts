import type { SubmitEvent } from 'react';
import type { z } from 'zod';
import { showToast } from '../../components/ui/toast.store.ts';
import { adminPost } from '../../lib/api.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { useSubmit } from '../../lib/use-submit.ts';

type Row<Answer extends z.ZodType> = {
  /** Where the row's actions are sent: `<area>/<action>` under `/api/admin/`. */
  area: string;
  id: number;
  answer: Answer;
  onChanged: (changed: z.output<Answer>) => void;
  /** A refusal about no field: someone else moved the row meanwhile (the toast says so); show where it stands now. */
  onStale: () => void;
};

/**
 * An editor's actions on one row of a list, checked and sent like a form: `act` checks the values (with
 * the row's id) against the action's contract, sends them and hands the changed row on with a toast;
 * `onSubmitOf` is the same for a form.
 */
export function useRowAction<Answer extends z.ZodType>({ area, id, answer, onChanged, onStale }: Row<Answer>) {
  const { busy, fieldErrors, submit } = useSubmit(currentLocale(), {
    onRefused: (shown) => {
      if (Object.keys(shown).length === 0) onStale();
    },
  });
  const act = (action: string, contract: z.ZodType, values: object, done: string) =>
    submit(contract, { id, ...values }, async (input) => {
      onChanged(await adminPost(`${area}/${action}`, input, answer));
      showToast(done, { type: 'success' });
    });
  const onSubmitOf = (action: string, contract: z.ZodType, values: object, done: string) => (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void act(action, contract, values, done);
  };
  return { busy, errors: fieldErrors, act, onSubmitOf };
}
