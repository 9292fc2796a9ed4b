import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { AfterSalesHistoryEntry } from '../../schemas/after-sales.ts';
import type { Locale } from '../../schemas/common.ts';

/** An application's history, oldest first: what happened, who did it, when, and the note (a reason, a tracking number). */
export function HistoryTimeline<T extends AfterSalesHistoryEntry>({
  entries,
  locale,
  extra,
}: {
  entries: readonly T[];
  locale: Locale;
  extra?: (entry: T) => ReactNode;
}) {
  const t = useTranslate(locale);
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
      {entries.map((entry, index) => (
        <li key={index} className="relative text-sm">
          <span
            aria-hidden="true"
            className={`absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full ${index === entries.length - 1 ? 'bg-brand-600' : 'bg-slate-300'}`}
          />
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium">{t(`afterSales.event.${entry.event}`)}</span>
            <span className="text-xs text-slate-500">
              {t(`afterSales.by.${entry.actor}`)} · <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
            </span>
            {extra?.(entry)}
          </p>
          {entry.note && <p className="mt-0.5 break-words text-slate-600">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
