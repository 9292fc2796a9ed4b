import { useCallback, useEffect, useState } from 'react';
import { EmptyState, LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { goToLogin, post } from '../../lib/api.ts';
import { localePath } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { type MessageTab, messageTabs } from '../../schemas/message-values.ts';
import type { MessagePage } from '../../schemas/messages.ts';
import { showUnreadCount } from '../shell/unread-count.ts';
import { MessageRow } from './MessageRow.tsx';

// The contracts (and zod) load beside the first call, after the first paint.
const contracts = () => import('../../schemas/messages.ts');
const messagePage = () => contracts().then((messages) => messages.messagePage);
const markReadResult = () => contracts().then((messages) => messages.markReadResult);

type ListState = { tab: MessageTab; curPage: number };

/** The tab and page in the address (`?kind=order&curPage=2`), so a reload, a link and Back keep them. */
function listStateOfUrl(): ListState {
  const query = new URLSearchParams(window.location.search);
  const kind = query.get('kind');
  const tab = messageTabs.find((name) => name === kind) ?? 'all';
  return { tab, curPage: Math.max(1, Math.floor(Number(query.get('curPage'))) || 1) };
}

function urlOf({ tab, curPage }: ListState): string {
  const query = new URLSearchParams();
  if (tab !== 'all') query.set('kind', tab);
  if (curPage > 1) query.set('curPage', String(curPage));
  return query.size > 0 ? `?${query}` : window.location.pathname;
}

/** The customer's system and order messages by tab, unread first: a message opens to be read; all can be marked read. */
export default function InformationPage({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const session = useSession();
  const [state, setState] = useState<ListState>({ tab: 'all', curPage: 1 });
  const [page, setPage] = useState<MessagePage | null>(null);
  const [failed, setFailed] = useState(false);
  const [openIds, setOpenIds] = useState<Set<number>>(new Set());

  const load = useCallback(async (next: ListState) => {
    setState(next);
    setFailed(false);
    try {
      const answer = await post('message/list', { kind: next.tab, curPage: next.curPage }, messagePage);
      setPage(answer);
      setOpenIds(new Set());
      showUnreadCount(answer.unread.all);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    if (!session.ready) return;
    if (!session.loggedIn) return goToLogin();
    void load(listStateOfUrl());
    const followHistory = () => void load(listStateOfUrl());
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
  }, [session.ready, session.loggedIn, load]);

  const go = (next: ListState) => {
    window.history.pushState(null, '', urlOf(next));
    void load(next);
  };

  const toggle = async (id: number) => {
    const opening = !openIds.has(id);
    setOpenIds((ids) => {
      const next = new Set(ids);
      if (opening) next.add(id);
      else next.delete(id);
      return next;
    });
    const message = page?.items.find((item) => item.id === id);
    if (!opening || !message || message.read) return;
    const result = await post('message/read', { ids: [id] }, markReadResult).catch(() => null);
    if (!result) return;
    // Read where it stands: the list is reordered (unread first) on the next load, not under the reader's eyes.
    setPage(
      (current) =>
        current && {
          ...current,
          items: current.items.map((item) => (item.id === id ? { ...item, read: true } : item)),
          unread: { ...current.unread, all: result.unread, [message.kind]: Math.max(0, current.unread[message.kind] - result.changed) },
        },
    );
    showUnreadCount(result.unread);
  };

  const markAllRead = async () => {
    const result = await post('message/readAll', { kind: state.tab }, markReadResult).catch(() => null);
    if (!result) return;
    showUnreadCount(result.unread);
    showToast(t('messages.allRead'), { type: 'success' });
    await load(state);
  };

  const tabId = (name: MessageTab) => `message-tab-${name}`;
  const unreadHere = page?.unread[state.tab] ?? 0;

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-2 border-b border-slate-200">
        <div role="tablist" aria-label={t('messages.tabs')} className="flex flex-wrap gap-1">
          {messageTabs.map((name) => {
            const unread = page?.unread[name] ?? 0;
            return (
              <button
                key={name}
                id={tabId(name)}
                type="button"
                role="tab"
                aria-selected={state.tab === name}
                aria-controls="message-panel"
                onClick={() => state.tab !== name && go({ tab: name, curPage: 1 })}
                className={`-mb-px flex items-center gap-1 border-b-2 px-3 py-2 text-sm ${state.tab === name ? 'border-brand-600 font-medium text-brand-700' : 'border-transparent text-slate-600'}`}
              >
                {t(`messages.tab.${name}`)}
                {unread > 0 && (
                  <span className="min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-semibold leading-5 text-white">
                    <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                    <span className="sr-only">{` ${t('messages.unreadInTab', { count: unread })}`}</span>
                  </span>
                )}
              </button>
            );
          })}
        </div>
        {page && (
          <button
            type="button"
            onClick={() => void markAllRead()}
            disabled={unreadHere === 0}
            className="mb-1 rounded-md border border-brand-600 px-3 py-1 text-sm text-brand-700 disabled:border-slate-200 disabled:text-slate-400"
          >
            {t('messages.markAllRead')}
          </button>
        )}
      </div>
      <div id="message-panel" role="tabpanel" aria-labelledby={tabId(state.tab)} className="space-y-3 py-4">
        <h2 className="sr-only">{t(`messages.tab.${state.tab}`)}</h2>
        {session.failed ? (
          <LoadFailed message={t('account.loadFailed')} retryLabel={t('account.retry')} onRetry={session.retry} />
        ) : failed ? (
          <LoadFailed message={t('messages.loadFailed')} retryLabel={t('cart.retry')} onRetry={() => void load(state)} />
        ) : !page ? (
          <Loading label={t('account.loading')} />
        ) : page.total === 0 ? (
          <EmptyState message={t('messages.empty')} actionLabel={t('cart.goShopping')} actionHref={localePath(locale, '/product')} />
        ) : (
          <>
            <p role="status" className="text-sm text-slate-600">
              {t('messages.summary', { total: page.total, unread: unreadHere })}
            </p>
            <ul className="space-y-3">
              {page.items.map((message) => (
                <MessageRow key={message.id} message={message} open={openIds.has(message.id)} onToggle={() => void toggle(message.id)} locale={locale} />
              ))}
            </ul>
            <Pagination
              page={page.curPage}
              pageCount={page.pageCount}
              hrefOf={(curPage) => urlOf({ tab: state.tab, curPage })}
              onPage={(curPage) => go({ tab: state.tab, curPage })}
              locale={locale}
            />
          </>
        )}
      </div>
    </div>
  );
}
