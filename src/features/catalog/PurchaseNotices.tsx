import { localePath } from '../../lib/i18n.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';

export const secondaryButton = 'rounded-md border border-slate-300 bg-white px-4 py-2 text-sm hover:bg-slate-50';

/** While the packs' prices and stock are read. */
export function LiveLoading({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  return (
    // As tall as the packs and the actions usually are, so that what follows moves below the screen, not on it.
    <div role="status" className="min-h-[22rem] space-y-3">
      <span className="sr-only">{t('product.loadingLive')}</span>
      <span className="block h-20 animate-pulse rounded-lg bg-slate-200" aria-hidden="true" />
      <span className="block h-10 w-2/3 animate-pulse rounded-lg bg-slate-200" aria-hidden="true" />
    </div>
  );
}

/** The packs could not be read: a retry. */
export function LiveFailed({ locale, onRetry }: { locale: Locale; onRetry: () => void }) {
  const t = useTranslate(locale);
  return (
    <div role="alert" className="rounded-lg bg-red-50 p-4 text-sm">
      <p>{t('product.liveFailed')}</p>
      <button type="button" className={`${secondaryButton} mt-2`} onClick={onRetry}>
        {t('catalog.retry')}
      </button>
    </div>
  );
}

/** The shop no longer has the product, or has retired it: the way back to the catalogue. */
export function ProductGone({ locale, retired }: { locale: Locale; retired: boolean }) {
  const t = useTranslate(locale);
  const catalogue = (
    <a className="text-brand-700 underline" href={localePath(locale, '/product')}>
      {t('catalog.heading')}
    </a>
  );
  if (retired)
    return (
      <p role="status" className="rounded-lg bg-slate-100 p-4 text-sm">
        <strong className="block text-lg">{t('product.retired')}</strong>
        {catalogue}
      </p>
    );
  return (
    <p role="alert" className="rounded-lg bg-amber-50 p-4 text-sm">
      {t('product.unavailable')} {catalogue}
    </p>
  );
}

/** Why the product cannot be bought here (no pack, all sold out), with the way to customer service. */
export function AskCustomerService({ message, locale }: { message: string; locale: Locale }) {
  const t = useTranslate(locale);
  return (
    <div className="space-y-3 rounded-lg bg-amber-50 p-4 text-sm">
      <p>{message}</p>
      <button type="button" data-open-chat className={secondaryButton}>
        {t('product.contactService')}
      </button>
    </div>
  );
}
