import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { Locale } from '../schemas/common.ts';
import type { ErrorName } from '../schemas/errors.ts';
import type { FieldErrors } from './form-errors.ts';
import { formBeingSent, revealFirstError } from './reveal-first-error.ts';

// The form checks and the error catalogue load when a form is first sent or a button first fails, so
// that a catalogue page's buttons (a favourite, a colour search) bring no messages with them.
const formErrors = () => import('./form-errors.ts');

type SubmitOptions = {
  /** For a refusal about one field (a wrong code, a taken phone): the field the server's message stands beside. */
  fieldOfError?: Partial<Record<ErrorName, string>>;
  /** The errors to show for a failure, when the form reads more from it than its field (undefined: the usual ones). */
  onError?: (error: unknown) => FieldErrors | undefined | Promise<FieldErrors | undefined>;
  /** Told the errors shown for a refusal (none beside a field: the toast told the server's message). */
  onRefused?: (shown: FieldErrors) => void;
  /** The button stays busy after a success: the page goes elsewhere (a login, a payment). */
  staysBusy?: boolean;
};

/**
 * A form's one way to send: `submit(contract, values, send)` checks the values with the call's shared
 * contract, or the contract its loader loads (errors beside their fields, nothing sent), then sends the parsed input while `busy`; a
 * refusal's errors go beside their fields too. `run(action)` is the same for a button without fields.
 * Both answer what was sent back, or undefined when nothing was.
 */
export function useSubmit(locale: Locale, options: SubmitOptions = {}) {
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // A form sent again before its first sending is over (a double tap, before the button shows busy) sends
  // nothing more: it would send the same form twice, and a captcha, good for one try, be refused the second time.
  const submitting = useRef(false);
  // The form whose refusal is to be revealed once its errors are drawn (null: look through the page).
  const toReveal = useRef<{ form: Element | null } | null>(null);
  useEffect(() => {
    if (!toReveal.current) return;
    revealFirstError(toReveal.current.form);
    toReveal.current = null;
  }, [fieldErrors]);
  const showErrors = (shown: FieldErrors, form: Element | null) => {
    if (Object.keys(shown).length > 0) toReveal.current = { form };
    setFieldErrors(shown);
  };

  async function run<Answer>(action: () => Promise<Answer>, form = formBeingSent()): Promise<Answer | undefined> {
    setFieldErrors({});
    setBusy(true);
    let sent = false;
    try {
      const answer = await action();
      sent = true;
      return answer;
    } catch (error) {
      const shown = (await options.onError?.(error)) ?? (await formErrors()).fieldErrors(error, options.fieldOfError);
      showErrors(shown, form);
      options.onRefused?.(shown);
      return undefined;
    } finally {
      if (!(sent && options.staysBusy)) setBusy(false);
    }
  }

  async function submit<Contract extends z.ZodType, Answer>(
    contract: Contract | (() => Promise<Contract>),
    values: unknown,
    send: (input: z.output<Contract>) => Promise<Answer>,
  ): Promise<Answer | undefined> {
    if (submitting.current) return undefined;
    submitting.current = true;
    const form = formBeingSent();
    try {
      const [{ checkForm }, checker] = await Promise.all([formErrors(), typeof contract === 'function' ? contract() : contract]);
      const checked = checkForm(checker, values, locale);
      if (!checked.ok) {
        showErrors(checked.errors, form);
        return undefined;
      }
      return await run(() => send(checked.input), form);
    } finally {
      submitting.current = false;
    }
  }

  return { busy, fieldErrors, setFieldErrors, submit, run };
}
