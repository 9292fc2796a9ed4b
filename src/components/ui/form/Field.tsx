import { type ReactNode, useId } from 'react';

type Props = {
  label: string;
  error?: string | undefined;
  /** The label's classes, when it is not shown above the control (e.g. `sr-only`). */
  labelClassName?: string;
  children: (props: FieldControlProps) => ReactNode;
};

/** What a field hands its control: its id, and its error's state and message id. */
export type FieldControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };

/** A labelled form control with its error message right beside it, announced with the control. */
export function Field({ label, error, labelClassName = 'block text-sm font-medium text-slate-700', children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClass = 'w-full rounded-md border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-500';

type TextFieldProps = {
  label: string;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  type?: string;
  autoComplete?: string;
};

/** A labelled text input, or a textarea when `rows` is given. */
export function TextField({ label, error, value, onChange, rows, type = 'text', autoComplete }: TextFieldProps) {
  return (
    <Field label={label} error={error}>
      {(props) =>
        rows ? (
          <textarea {...props} rows={rows} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...props} type={type} autoComplete={autoComplete} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)} />
        )
      }
    </Field>
  );
}

type SelectFieldProps = {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  options: { value: string | number; label: string }[];
  error?: string | undefined;
};

export function SelectField({ label, value, onChange, options, error }: SelectFieldProps) {
  return (
    <Field label={label} error={error}>
      {(props) => (
        <select {...props} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
