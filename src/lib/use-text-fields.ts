import { useState } from 'react';
import type { FieldErrors } from './form-errors.ts';

/**
 * A form's text values, and for each name what a TextField takes: the value, its change and the error
 * shown beside it (found under `errorKey` when the contract's path differs from the name).
 */
export function useTextFields<Values extends Record<string, string>>(initial: Values, errors: FieldErrors) {
  const [values, setValues] = useState(initial);
  const field = (name: keyof Values & string, errorKey: string = name) => ({
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[errorKey],
  });
  return { values, setValues, field };
}
