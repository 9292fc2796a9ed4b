import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errors } from '../../schemas/errors.ts';
import { $token } from '../account/token.store.ts';
import { $unreadCount } from '../shell/site.store.ts';
import { refreshUnreadCount, SESSION_INVALID_CODE, SUCCESS_CODE } from './unread-count.ts';

const answering = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  vi.stubGlobal('location', { origin: 'http://shop.test' });
  $unreadCount.set(7);
});
afterEach(() => {
  vi.unstubAllGlobals();
  $token.set('');
  $unreadCount.set(0);
});

describe('the header badge count', () => {
  it('uses the codes of the error catalogue', () => {
    expect(SUCCESS_CODE).toBe(errors.success.code);
    expect(SESSION_INVALID_CODE).toBe(errors.sessionInvalid.code);
  });

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
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.href).toBe('http://shop.test/api/portal/message/unreadCount');
    expect(init).toMatchObject({ method: 'POST', body: '{}', headers: { accessToken: 'token-1' } });
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
