import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api.ts';
import { $token } from '../../lib/session/token.store.ts';
import { $unreadCount } from './site.store.ts';
import { refreshUnreadCount } from './unread-count.ts';

const answering = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  configureApiClient({ baseUrl: 'http://shop.test' });
  $unreadCount.set(7);
});
afterEach(() => {
  vi.unstubAllGlobals();
  $token.set('');
  $unreadCount.set(0);
});

describe('the header badge count', () => {
  it('asks nothing of a visitor who is not logged in', async () => {
    const fetch = answering({ code: '000000', message: '', data: 3 });
    vi.stubGlobal('fetch', fetch);
    await refreshUnreadCount();
    expect(fetch).not.toHaveBeenCalled();
    expect($unreadCount.get()).toBe(7);
  });

  it('takes the server count with the session token', async () => {
    $token.set('token-1');
    const fetch = answering({ code: '000000', message: '', data: 120 });
    vi.stubGlobal('fetch', fetch);
    await refreshUnreadCount();
    expect(fetch).toHaveBeenCalledOnce();
    const [request] = fetch.mock.calls[0] as unknown as [Request];
    expect(request.url).toBe('http://shop.test/api/portal/message/unreadCount');
    expect(request.method).toBe('POST');
    expect(request.headers.get('accessToken')).toBe('token-1');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect($unreadCount.get()).toBe(120);
  });

  it('shows nothing for a dead session and keeps the count when the call fails', async () => {
    $token.set('token-1');
    vi.stubGlobal('fetch', answering({ code: '000004', message: '', data: null }));
    await refreshUnreadCount();
    expect($unreadCount.get()).toBe(0);

    $unreadCount.set(4);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await refreshUnreadCount();
    vi.stubGlobal('fetch', answering({ code: '000000', message: '', data: 'many' }));
    await refreshUnreadCount();
    expect($unreadCount.get()).toBe(4);
  });
});
