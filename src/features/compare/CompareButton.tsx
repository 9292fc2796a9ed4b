import { localePath } from '../../lib/i18n.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { useCompared } from './use-compared.ts';

/**
 * Adds a product to the comparison or takes it out (a pressed toggle). `onPicture`: a round button over a
 * card's picture. `withLink`: the product page's form, whose label shows and, once the product is chosen,
 * a link to the comparison follows it.
 */
export function CompareButton({
  productId,
  locale,
  withLink = false,
  onPicture = false,
}: {
  productId: number;
  locale: Locale;
  withLink?: boolean;
  onPicture?: boolean;
}) {
  const t = useTranslate(locale);
  const { ids, store } = useCompared();
  const chosen = ids.includes(productId);
  const label = t('compare.toggle');
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={() => store?.toggleCompared(productId, locale)}
        disabled={!store}
        aria-pressed={chosen}
        title={label}
        data-testid="compare-toggle"
        className={`inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-full text-sm text-slate-600 hover:bg-slate-100 aria-pressed:text-brand-700 ${withLink ? 'border border-slate-300 px-3' : ''} ${onPicture ? 'bg-white/90 shadow-sm aria-pressed:bg-brand-50' : ''}`}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M5 20V10M12 20V4M19 20v-7" />
          {chosen && <path d="M3 4l2 2 3-3" />}
        </svg>
        <span className={withLink ? undefined : 'sr-only'}>{label}</span>
      </button>
      {withLink && chosen && (
        <a href={localePath(locale, '/compare')} className="text-sm text-brand-700 underline">
          {t('compare.open', { count: ids.length })}
        </a>
      )}
    </span>
  );
}

/** The link to the comparison above the listing, once something is chosen. */
export function CompareLink({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const { ids } = useCompared();
  if (ids.length === 0) return null;
  return (
    <a href={localePath(locale, '/compare')} className="rounded-full bg-brand-600 px-3 py-1.5 text-sm text-white no-underline hover:bg-brand-700">
      {t('compare.open', { count: ids.length })}
    </a>
  );
}
