import { formatDateTime } from '../../lib/dates.ts';
import { localePath } from '../../lib/i18n.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import type { MessageItem } from '../../schemas/messages.ts';

type Props = { message: MessageItem; open: boolean; onToggle: () => void; locale: Locale };

/**
 * One message: its title opens and closes the whole text. Unread is said in words inside the title's
 * button (seen and read out), besides the colour and weight.
 */
export function MessageRow({ message, open, onToggle, locale }: Props) {
  const t = useTranslate(locale);
  const bodyId = `message-${message.id}-body`;
  return (
    <li className={`rounded-lg border p-3 text-sm ${message.read ? 'border-slate-200 bg-white' : 'border-brand-100 bg-brand-50'}`}>
      <h3>
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={onToggle} className="flex w-full items-start gap-2 text-left">
          {!message.read && (
            <>
              <span className="mt-0.5 shrink-0 rounded bg-red-600 px-1.5 text-xs leading-5 text-white">{t('messages.unread')}</span>{' '}
            </>
          )}
          <span className={`min-w-0 flex-1 break-words text-base ${message.read ? 'text-slate-700' : 'font-semibold text-slate-900'}`}>{message.title}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={`mt-1 size-4 shrink-0 fill-none stroke-slate-500 stroke-2 transition-transform ${open ? 'rotate-180' : ''}`}
          >
            <path d="m5 8 5 5 5-5" />
          </svg>
        </button>
      </h3>
      <p className="mt-1 text-xs text-slate-600">
        {t(`messages.kind.${message.kind}`)} · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, locale)}</time>
      </p>
      {/* Plain text, never HTML; closed, it shows two lines (the whole text is still there for screen readers). */}
      <p id={bodyId} className={`mt-2 whitespace-pre-line break-words text-slate-700 ${open ? '' : 'line-clamp-2'}`}>
        {message.body}
      </p>
      {open && message.orderNo && (
        <a href={`${localePath(locale, '/orderDetails')}?orderNo=${message.orderNo}`} className="mt-2 inline-block text-brand-700 underline">
          {t('messages.viewOrder', { orderNo: message.orderNo })}
        </a>
      )}
    </li>
  );
}
