import { describe, expect, it } from 'vitest';
import { errorMessage, errors } from './errors.ts';

describe('errorMessage', () => {
  it('says how long to wait when a refusal knows it, in seconds, minutes or hours', () => {
    expect(errorMessage('rateLimited', 'zh', { retryAfterSeconds: 45 })).toBe('操作频繁，请 45 秒后再试');
    expect(errorMessage('rateLimited', 'en', { retryAfterSeconds: 45 })).toBe('Too many attempts, please try again in 45 s');
    expect(errorMessage('rateLimited', 'zh', { retryAfterSeconds: 119 })).toBe('操作频繁，请 119 秒后再试');
    expect(errorMessage('rateLimited', 'zh', { retryAfterSeconds: 121 })).toBe('操作频繁，请 3 分钟后再试');
    expect(errorMessage('rateLimited', 'en', { retryAfterSeconds: 7201 })).toBe('Too many attempts, please try again in 3 h');
  });

  it('tells a delayed password login when to try again, and that an SMS code works now', () => {
    expect(errorMessage('loginDelayed', 'zh', { retryAfterSeconds: 30 })).toBe('密码错误次数过多，请 30 秒后再试，或使用短信验证码登录');
    expect(errorMessage('loginDelayed', 'en', { retryAfterSeconds: 900 })).toBe(
      'Too many wrong passwords: please try again in 15 min, or log in with an SMS code',
    );
  });

  it('keeps the catalogue message otherwise', () => {
    expect(errorMessage('rateLimited', 'zh')).toBe('操作频繁，请稍后再试');
    expect(errorMessage('rateLimited', 'en', { retryAfterSeconds: 0 })).toBe('Too many attempts, please try again later');
    expect(errorMessage('loginFailed', 'en', { retryAfterSeconds: 30 })).toBe('Wrong account or password');
  });
});

describe('the error catalogue', () => {
  it('gives every error its own code', () => {
    const names = new Map<string, string[]>();
    for (const [name, { code }] of Object.entries(errors)) names.set(code, [...(names.get(code) ?? []), name]);
    expect([...names.values()].filter((shared) => shared.length > 1)).toEqual([]);
  });
});
