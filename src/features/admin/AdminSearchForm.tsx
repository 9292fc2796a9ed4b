import type { ReactNode } from 'react';
import { TextField } from '../../components/ui/form/Field.tsx';
import { currentLocale } from '../../lib/locale.store.ts';
import { useTranslate } from '../../lib/use-translate.ts';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  onSearch: () => void;
  /** Choices sent with the text (a checkbox), between the field and the button. */
  children?: ReactNode;
};

/** A back-office list's search: the text, any choices beside it, and the button; a search landmark. */
export function AdminSearchForm({ label, value, onChange, error, onSearch, children }: Props) {
  const t = useTranslate(currentLocale());
  return (
    <form
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
      className="flex min-w-0 flex-1 flex-wrap items-end gap-x-4 gap-y-2"
    >
      <div className="min-w-0 flex-1 basis-40">
        <TextField label={label} type="search" value={value} onChange={onChange} error={error} />
      </div>
      {children}
      <button type="submit" className="shrink-0 rounded-md bg-brand-600 px-4 py-2 text-white">
        {t('adminOrders.search')}
      </button>
    </form>
  );
}
