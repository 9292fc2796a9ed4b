import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_TTL_MS, captchaMatches, createCaptcha } from './captcha.ts';

describe('graphic captcha', () => {
  it('draws 4 characters from an alphabet without look-alikes', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1lIi]/);
    for (let round = 0; round < 50; round += 1) {
      const { text } = createCaptcha();
      expect(text).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$/);
      for (const char of text) expect(CAPTCHA_ALPHABET).toContain(char);
    }
  });

  it('is a 120×40 SVG of paths with noise lines, safe to inline', () => {
    const { svg } = createCaptcha();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('width="120" height="40"');
    expect(svg).not.toMatch(/<script|<foreignObject|<text|\son\w+=|javascript:|href=/i);
    expect((svg.match(/<path[^>]*fill="none"/g) ?? []).length).toBe(3); // noise lines are unfilled strokes
    expect((svg.match(/<path fill="#/g) ?? []).length).toBe(4); // one filled outline per character
  });

  it('answers differ from one captcha to the next', () => {
    const first = createCaptcha();
    const second = createCaptcha();
    expect(first.svg).not.toBe(second.svg);
    const texts = new Set(Array.from({ length: 20 }, () => createCaptcha().text));
    expect(texts.size).toBeGreaterThan(15);
  });

  it('matches case-insensitively after trimming, and nothing else', () => {
    expect(captchaMatches('AB3K', 'AB3K')).toBe(true);
    expect(captchaMatches('AB3K', ' ab3k ')).toBe(true);
    expect(captchaMatches('AB3K', 'AB3X')).toBe(false);
    expect(captchaMatches('AB3K', 'AB3')).toBe(false);
    expect(captchaMatches('AB3K', 'AB3KK')).toBe(false);
    expect(captchaMatches('AB3K', '')).toBe(false);
    expect(captchaMatches('', '')).toBe(false);
    expect(captchaMatches('AB3K', 'ÅB3K')).toBe(false);
  });

  it('lives five minutes', () => {
    expect(CAPTCHA_TTL_MS).toBe(300_000);
  });
});
