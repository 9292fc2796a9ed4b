import type { MouseEvent } from 'react';
import type { Locale } from '../../schemas/common.ts';
import { localePath } from '../../lib/i18n.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { setLocale } from '../../lib/locale.store.ts';

/** Switches language on the same page and remembers the choice for the next visit. */
export default function LocaleSwitch({ locale, currentPath }: { locale: Locale; currentPath: string }) {
  const t = useTranslate(locale);
  const other: Locale = locale === 'zh' ? 'en' : 'zh';
  const href = localePath(other, currentPath);

  /** Keeps the query (keyword, filters, page) across the switch. */
  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    setLocale(other);
    event.currentTarget.href = `${href}${window.location.search}`;
  };

  return (
    <a href={href} hrefLang={other === 'zh' ? 'zh-CN' : 'en'} lang={other === 'zh' ? 'zh-CN' : 'en'} onClick={choose} className="rounded px-2 py-1 text-sm text-slate-600 hover:bg-slate-100">
      {t('language.switch')}
    </a>
  );
}
