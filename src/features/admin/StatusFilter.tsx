import { inputClass } from '../../components/ui/form/Field.tsx';

type Props<Status extends string> = {
  label: string;
  value: Status | '';
  onChange: (status: Status | '') => void;
  statuses: readonly Status[];
  nameOf: (status: Status) => string;
  /** The name of the choice of every status, first in the list; without it a status must be chosen. */
  allLabel?: string;
  className?: string;
};

/** A back-office list's choice of status: every status (when allowed) and each one by its name. */
export function StatusFilter<Status extends string>({ label, value, onChange, statuses, nameOf, allLabel, className = 'inline-block' }: Props<Status>) {
  return (
    <label className={className}>
      <span className="mb-1 block text-sm font-medium text-slate-700">{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value as Status | '')} className={inputClass}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {statuses.map((status) => (
          <option key={status} value={status}>
            {nameOf(status)}
          </option>
        ))}
      </select>
    </label>
  );
}
