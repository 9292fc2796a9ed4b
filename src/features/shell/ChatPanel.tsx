import { useStore } from '@nanostores/react';
import { PUBLIC_CHAT_SCRIPT_URL } from 'astro:env/client';
import { useEffect, useRef } from 'react';
import type { Locale } from '../../schemas/common.ts';
import type { Website } from '../../schemas/content.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { $chatOpen, closeChat } from './chat.store.ts';

type Props = { locale: Locale; contact: Pick<Website, 'hotline' | 'wechat' | 'email' | 'serviceHours'> };

/** Loads the third-party chat script once the page is idle, and shows the built-in contact panel. */
export default function ChatPanel({ locale, contact }: Props) {
  const open = useStore($chatOpen);
  const t = useTranslate(locale);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!PUBLIC_CHAT_SCRIPT_URL || document.querySelector('script[data-chat-widget]')) return;
    const script = document.createElement('script');
    script.src = PUBLIC_CHAT_SCRIPT_URL;
    script.async = true;
    script.dataset.chatWidget = '';
    document.body.append(script);
  }, []);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeChat();
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div role="dialog" aria-modal="false" aria-labelledby="chat-title" className="fixed bottom-4 right-4 z-40 w-72 rounded-xl border border-slate-200 bg-white p-4 shadow-xl">
      <div className="flex items-center justify-between">
        <h2 id="chat-title" className="font-semibold">
          {t('service.title')}
        </h2>
        <button ref={closeButton} type="button" onClick={closeChat} aria-label={t('service.close')} className="rounded p-1 hover:bg-slate-100">
          <CloseIcon />
        </button>
      </div>
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="text-slate-500">{t('service.hotline')}</dt>
          <dd>
            <a className="font-semibold text-brand-600" href={`tel:${contact.hotline.replace(/[^\d+]/g, '')}`}>
              {contact.hotline}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('service.wechat')}</dt>
          <dd>{contact.wechat}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('service.email')}</dt>
          <dd>
            <a className="text-brand-600" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('service.hours')}</dt>
          <dd>{contact.serviceHours}</dd>
        </div>
      </dl>
    </div>
  );
}
