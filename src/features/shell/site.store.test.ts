import { describe, expect, it } from 'vitest';
import { clearAuth, setAuth } from '../../lib/session/auth.store.ts';
import { isCurrentNav, routeOf } from './nav.ts';
import * as site from './site.store.ts';

describe('shared site state', () => {
  it('notifies every subscriber, as islands sharing a store', () => {
    const seen: number[] = [];
    const stopA = site.$cartLength.subscribe((value) => seen.push(value));
    const stopB = site.$cartLength.listen((value) => seen.push(value * 10));
    site.$cartLength.set(5);
    stopA();
    stopB();
    site.$cartLength.set(0);
    expect(seen).toEqual([0, 5, 50]);
  });

  it("forgets the account's cart and unread counts when the session ends", () => {
    setAuth('token', {
      id: 7,
      phone: '13800138000',
      email: null,
      nickname: null,
      gender: null,
      companyName: null,
      landline: null,
      role: 'customer',
      staffRole: null,
      mustChangePassword: false,
      createdAt: '2026-01-01T00:00:00Z',
    });
    site.$cartLength.set(4);
    site.$unreadCount.set(2);
    clearAuth();
    expect([site.$cartLength.get(), site.$unreadCount.get()]).toEqual([0, 0]);
  });

  it('badges show the count, 99+ above 99, nothing at 0', () => {
    expect(site.badgeText(0)).toBe('');
    expect(site.badgeText(5)).toBe('5');
    expect(site.badgeText(99)).toBe('99');
    expect(site.badgeText(100)).toBe('99+');
  });
});

describe('navigation helpers', () => {
  it('strip the locale prefix and trailing slash', () => {
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/en')).toBe('/');
    expect(routeOf('/en/')).toBe('/');
    expect(routeOf('/en/product/')).toBe('/product');
    expect(routeOf('/consult/12')).toBe('/consult/12');
    expect(routeOf('/enter')).toBe('/enter');
  });

  it('highlight the section a page belongs to', () => {
    expect(isCurrentNav('/', '/')).toBe(true);
    expect(isCurrentNav('/', '/product')).toBe(false);
    expect(isCurrentNav('/consult', '/consult/12')).toBe(true);
    expect(isCurrentNav('/product', '/productDetails/3')).toBe(false);
  });
});
