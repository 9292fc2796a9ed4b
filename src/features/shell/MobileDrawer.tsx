import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent } from 'react';
import type { Locale } from '../../schemas/common.ts';
import { localePath } from '../../lib/i18n.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { CloseIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { openChat } from './chat.store.ts';
import { isCurrentNav, mainNav } from './nav.ts';

type Props = { locale: Locale; currentPath: string; logoUrl: string; siteName: string };

/** SPEC §2: the side drawer of narrow screens (default size 30 percent). */
export const DRAWER_SIZE = '30%';

const focusableSelector = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

export default function MobileDrawer({ locale, currentPath, logoUrl, siteName }: Props) {
  const t = useTranslate(locale);
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      document.body.style.overflow = 'hidden';
    } else {
      document.body.style.overflow = '';
      if (wasOpen.current) menuButton.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  const trapFocus = (event: ReactKeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  /** Choosing a nav item closes the drawer and replaces the route: no new history entry. */
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(false);
    window.location.replace(event.currentTarget.href);
  };

  return (
    <>
      <button
        ref={menuButton}
        type="button"
        aria-label={t('header.menu')}
        aria-expanded={open}
        aria-controls="mobile-drawer"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-slate-100 lg:hidden"
      >
        <MenuIcon />
      </button>
      {open && <div className="fixed inset-0 z-40 bg-black/40 lg:hidden" aria-hidden="true" onClick={() => setOpen(false)} />}
      <div
        id="mobile-drawer"
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('header.mainNav')}
        hidden={!open}
        onKeyDown={trapFocus}
        style={{ width: DRAWER_SIZE }}
        className="fixed inset-y-0 left-0 z-50 min-w-60 overflow-y-auto bg-white p-4 shadow-xl lg:hidden"
      >
        <div className="flex items-center justify-between gap-2">
          <img src={logoUrl} alt={siteName} width="133" height="32" className="h-8 w-auto" />
          <button type="button" data-autofocus aria-label={t('header.closeMenu')} onClick={() => setOpen(false)} className="rounded p-1 hover:bg-slate-100">
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('header.mainNav')} className="mt-6">
          <ul className="space-y-1">
            {mainNav.map((item) => {
              const current = isCurrentNav(item.path, currentPath);
              return (
                <li key={item.path}>
                  <a
                    href={localePath(locale, item.path)}
                    onClick={navigate}
                    aria-current={current ? 'page' : undefined}
                    className={`block rounded-md px-3 py-2 ${current ? 'bg-brand-50 font-semibold text-brand-700' : 'hover:bg-slate-100'}`}
                  >
                    {t(item.key)}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            openChat();
          }}
          className="mt-6 block w-full"
        >
          <img src={`/images/service-${locale}.svg`} alt={t('service.image')} width="240" height="80" className="w-full" />
        </button>
      </div>
    </>
  );
}
