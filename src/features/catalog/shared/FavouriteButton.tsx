import { useStore } from '@nanostores/react';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import type { Locale } from '../../../schemas/common.ts';
import { $favouriteIds, toggleFavourite } from './favourites.store.ts';

/** A heart that favourites a product; logged out, it asks for a login first. */
export function FavouriteButton({ productId, locale, withLabel = false }: { productId: number; locale: Locale; withLabel?: boolean }) {
  const t = useTranslate(locale);
  const favourite = useStore($favouriteIds).has(productId);
  // A refusal is shown by the API client as a toast.
  const { busy, run } = useSubmit(locale);
  const label = t(favourite ? 'catalog.unfavourite' : 'catalog.favourite');
  const toggle = () => void run(() => toggleFavourite(productId, locale));
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={favourite}
      aria-label={withLabel ? undefined : label}
      title={label}
      className="inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-full text-sm text-slate-600 hover:bg-slate-100 disabled:opacity-50 aria-pressed:text-red-600"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill={favourite ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7.5-4.6-9.5-9.1C1.1 8.6 3.2 5 6.7 5c2 0 3.6 1.1 4.3 2.6h2C13.7 6.1 15.3 5 17.3 5c3.5 0 5.6 3.6 4.2 6.9C19.5 16.4 12 21 12 21z" />
      </svg>
      {withLabel && <span>{label}</span>}
    </button>
  );
}
