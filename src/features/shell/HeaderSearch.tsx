import { useEffect, useId, useRef, type SubmitEvent } from 'react';
import type { Locale } from '../../schemas/common.ts';
import { localePath } from '../../lib/i18n.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { showToast } from '../../components/ui/toast.store.ts';
import { $keywordSearch } from './site.store.ts';

/**
 * The header search: keeps the keyword in the shared store and sends the visitor to /product with it.
 * The input is uncontrolled so that what a visitor types before the island hydrates is kept; the form
 * also works as a plain GET before then.
 */
export default function HeaderSearch({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const listingPath = localePath(locale, '/product');

  useEffect(() => {
    const fromUrl = new URLSearchParams(window.location.search).get('keyword');
    const typed = input.current?.value ?? '';
    $keywordSearch.set(typed || fromUrl || $keywordSearch.get());
    return $keywordSearch.subscribe((keyword) => {
      if (input.current && input.current.value !== keyword) input.current.value = keyword;
    });
  }, []);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = $keywordSearch.get().trim();
    if (!trimmed) {
      showToast(t('header.inputName'), { type: 'warning' });
      return;
    }
    $keywordSearch.set(trimmed);
    window.location.assign(`${listingPath}?keyword=${encodeURIComponent(trimmed)}`);
  };

  return (
    <form role="search" action={listingPath} method="get" onSubmit={submit} className="flex w-full min-w-0 items-center md:w-80">
      <label htmlFor={inputId} className="sr-only">
        {t('header.search')}
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        name="keyword"
        defaultValue=""
        maxLength={60}
        onChange={(event) => $keywordSearch.set(event.target.value)}
        placeholder={t('header.searchPlaceholder')}
        className="min-w-0 flex-1 rounded-l-md border border-slate-300 px-3 py-1.5 text-sm focus:border-brand-500"
      />
      <button type="submit" className="rounded-r-md bg-brand-600 px-3 py-1.5 text-sm text-white hover:bg-brand-700">
        {t('header.search')}
      </button>
    </form>
  );
}
