import { useStore } from '@nanostores/react';
import { useEffect, useId, type SubmitEvent } from 'react';
import type { Locale } from '../../schemas/common.ts';
import { localePath } from '../../lib/i18n.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { showToast } from '../../components/ui/toast.store.ts';
import { $keywordSearch } from './site.store.ts';

/** The header search: keeps the keyword in the shared store and sends the visitor to /product with it. */
export default function HeaderSearch({ locale }: { locale: Locale }) {
  const keyword = useStore($keywordSearch);
  const t = useTranslate(locale);
  const inputId = useId();

  useEffect(() => {
    const fromUrl = new URLSearchParams(window.location.search).get('keyword');
    if (fromUrl) $keywordSearch.set(fromUrl);
  }, []);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (!trimmed) {
      showToast(t('header.inputName'), { type: 'warning' });
      return;
    }
    $keywordSearch.set(trimmed);
    window.location.assign(`${localePath(locale, '/product')}?keyword=${encodeURIComponent(trimmed)}`);
  };

  return (
    <form role="search" onSubmit={submit} className="flex w-full min-w-0 items-center md:w-80">
      <label htmlFor={inputId} className="sr-only">
        {t('header.search')}
      </label>
      <input
        id={inputId}
        type="search"
        name="keyword"
        value={keyword}
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
