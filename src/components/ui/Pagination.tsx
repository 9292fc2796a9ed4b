import type { MouseEvent } from 'react';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';

type Props = {
  page: number;
  pageCount: number;
  /** The link of a page, so pages can be opened in a new tab and shared. */
  hrefOf: (page: number) => string;
  onPage: (page: number) => void;
  locale: Locale;
};

/** The pages to offer: the first, the last, and two either side of the current one, with gaps as null. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((candidate) => candidate >= 1 && candidate <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((candidate, index) => (index > 0 && candidate - shown[index - 1]! > 1 ? [null, candidate] : [candidate]));
}

const linkClass = 'inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm';

export function Pagination({ page, pageCount, hrefOf, onPage, locale }: Props) {
  const t = useTranslate(locale);
  if (pageCount <= 1) return null;
  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onPage(target);
  };
  const edge = (target: number, label: string, symbol: string) =>
    target < 1 || target > pageCount ? (
      <span className={`${linkClass} border-slate-200 text-slate-300`} aria-hidden="true">
        {symbol}
      </span>
    ) : (
      <a href={hrefOf(target)} onClick={go(target)} aria-label={label} className={`${linkClass} border-slate-300 bg-white hover:bg-slate-50`}>
        {symbol}
      </a>
    );
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center justify-center gap-1">
      {edge(page - 1, t('pagination.previous'), '‹')}
      {pageWindow(page, pageCount).map((target, index) =>
        target === null ? (
          <span key={`gap-${index}`} className="px-1 text-slate-400" aria-hidden="true">
            …
          </span>
        ) : (
          <a
            key={target}
            href={hrefOf(target)}
            onClick={go(target)}
            aria-label={t('pagination.page', { page: target })}
            aria-current={target === page ? 'page' : undefined}
            className={`${linkClass} ${target === page ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white hover:bg-slate-50'}`}
          >
            {target}
          </a>
        ),
      )}
      {edge(page + 1, t('pagination.next'), '›')}
    </nav>
  );
}
