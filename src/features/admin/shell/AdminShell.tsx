import { useStore } from '@nanostores/react';
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { type AdminSection, type HomeSection, isOwnPage, sectionCall } from '../../../lib/admin-links.ts';
import { currentLocale } from '../../../lib/locale.store.ts';
import { localePath } from '../../../lib/locale-paths.ts';
import { $userInfo, clearAuth } from '../../../lib/session/auth.store.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import { AdminLogin } from '../AdminLogin.tsx';
import { useMayCall } from '../use-may-call.ts';
import { adminAreas, sectionHref } from './admin-sections.ts';

type Props = {
  /** The section shown: its entry in the sidebar is marked and its name heads the page. */
  current: AdminSection;
  /** On `/admin` itself, a section of the page is opened in place rather than by loading the page again. */
  onChoose?: (section: HomeSection) => void;
  children: ReactNode;
};

/** The same back-office page in the other language, with its filters. */
function otherLanguageHref(): string {
  const other = currentLocale() === 'zh' ? 'en' : 'zh';
  const path = location.pathname.replace(/\.html$/, '').replace(/^\/en(?=\/|$)/, '') || '/';
  return `${localePath(other, path)}${location.search}`;
}

/**
 * The back office's frame: a top bar with the operator, the language and logging out; the sections by area
 * (a sidebar on a desktop, a row to scroll on a phone) with only those the member's role may open. Someone
 * not logged in as staff gets the login form, and a member whose role may not open the section is told so.
 */
export function AdminShell({ current, onChoose, children }: Props) {
  const locale = currentLocale();
  const t = useTranslate(locale);
  const user = useStore($userInfo);
  const { mayCall } = useMayCall();
  const currentLink = useRef<HTMLAnchorElement>(null);
  const isStaff = user?.role === 'admin';
  // On a phone the row of sections scrolls sideways: the open one is kept in sight.
  useEffect(() => {
    // Chromium's scroll methods answer a promise, which an effect must not return.
    void currentLink.current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current]);

  const open = (section: AdminSection) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onChoose || isOwnPage(section)) return;
    event.preventDefault();
    onChoose(section);
  };
  const name = (section: AdminSection) => t(`adminHome.tab.${section}`);

  return (
    <div className="min-h-screen bg-gray-50">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-slate-200 bg-white px-4 py-2">
        <a href={localePath(locale, '/admin')} className="font-semibold text-gray-900 no-underline">
          {t('adminHome.title')}
        </a>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {isStaff && (
            <span data-testid="admin-operator">
              {user.nickname || user.phone}
              {user.staffRole && <span className="text-gray-500"> · {t(`adminStaff.role.${user.staffRole}`)}</span>}
            </span>
          )}
          <a href={otherLanguageHref()} lang={locale === 'zh' ? 'en' : 'zh-CN'}>
            {t('adminShell.otherLanguage')}
          </a>
          {isStaff && (
            <button type="button" onClick={clearAuth} className="underline">
              {t('admin.logout')}
            </button>
          )}
        </div>
      </header>
      {isStaff ? (
        <div className="lg:grid lg:grid-cols-[12rem_minmax(0,1fr)]">
          <nav aria-label={t('adminHome.sections')} className="border-b border-slate-200 bg-white lg:min-h-[calc(100vh-2.75rem)] lg:border-r lg:border-b-0">
            <ul className="flex gap-1 overflow-x-auto px-2 py-2 lg:sticky lg:top-0 lg:block lg:space-y-4 lg:px-3 lg:py-4">
              {adminAreas.map(({ area, sections }) => {
                const shown = sections.filter((section) => mayCall(sectionCall(section)));
                if (shown.length === 0) return null;
                return (
                  <li key={area} className="contents lg:block">
                    <p className="hidden px-3 text-xs font-semibold text-gray-500 lg:block">{t(`adminShell.area.${area}`)}</p>
                    <ul className="contents lg:mt-1 lg:block lg:space-y-0.5">
                      {shown.map((section) => (
                        <li key={section} className="shrink-0">
                          <a
                            ref={section === current ? currentLink : undefined}
                            href={sectionHref(section)}
                            onClick={open(section)}
                            aria-current={section === current ? 'page' : undefined}
                            className={`block whitespace-nowrap rounded-md px-3 py-1.5 text-sm no-underline ${section === current ? 'bg-brand-600 text-white' : 'text-gray-800 hover:bg-gray-100'}`}
                          >
                            {name(section)}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </nav>
          <main id="main" tabIndex={-1} className="min-w-0 space-y-4 px-4 py-5 lg:px-6">
            <h1 className="text-xl font-bold">{name(current)}</h1>
            {mayCall(sectionCall(current)) ? children : <p role="alert">{t('adminShell.notForRole')}</p>}
          </main>
        </div>
      ) : (
        <main id="main" tabIndex={-1} className="px-4 py-8">
          <AdminLogin notAdmin={user !== null} />
        </main>
      )}
    </div>
  );
}
