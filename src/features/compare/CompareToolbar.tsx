import { localePath, translateCount } from '../../lib/i18n.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { MAX_COMPARED } from '../../schemas/compare-values.ts';

type Props = {
  count: number;
  onClear: () => void;
  /** "Show differences only" is offered (two products or more to compare). */
  canFilter: boolean;
  differencesOnly: boolean;
  onDifferencesOnly: (only: boolean) => void;
  /** How many rows "show differences only" hides now. */
  hidden: number;
  locale: Locale;
};

/** Above the table: how many are compared, clearing them, finding more, and showing only the rows that differ. */
export function CompareToolbar({ count, onClear, canFilter, differencesOnly, onDifferencesOnly, hidden, locale }: Props) {
  const t = useTranslate(locale);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
      <p role="status">{t('compare.count', { count, max: MAX_COMPARED })}</p>
      <button type="button" onClick={onClear} className="text-slate-600 underline">
        {t('compare.clear')}
      </button>
      {count < MAX_COMPARED && (
        <a href={localePath(locale, '/product')} className="text-brand-700 underline">
          {t('compare.browse')}
        </a>
      )}
      {canFilter && (
        <label className="ml-auto inline-flex min-h-10 cursor-pointer items-center gap-2">
          <input type="checkbox" checked={differencesOnly} onChange={(event) => onDifferencesOnly(event.target.checked)} className="h-4 w-4 accent-brand-600" />
          {t('compare.differencesOnly')}
        </label>
      )}
      <span role="status" className="text-xs text-slate-500">
        {canFilter && differencesOnly && hidden > 0 ? translateCount(locale, 'compare.hiddenSame', hidden) : ''}
      </span>
    </div>
  );
}
