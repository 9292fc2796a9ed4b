import { randomInt, timingSafeEqual } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/** Upper-case letters and digits without look-alikes (0/O, 1/I; no lower case, so no l); answers are compared case-insensitively. */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CAPTCHA_LENGTH = 4;

type RenderOptions = { width: number; height: number; fontSize: number; noise: number; color: boolean; background: string };

// The package's types omit its main export, `svgCaptcha(text, options)`, which draws a given text; we choose the text
// ourselves with node:crypto (the package's own random text uses Math.random). The font ships inside the package.
const renderCaptcha = svgCaptcha as unknown as (text: string, options: RenderOptions) => string;

const renderOptions: RenderOptions = { width: 120, height: 40, fontSize: 44, noise: 3, color: true, background: '#f4f1ea' };

export function createCaptcha(): { text: string; svg: string } {
  let text = '';
  for (let index = 0; index < CAPTCHA_LENGTH; index += 1) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return { text, svg: renderCaptcha(text, renderOptions) };
}

const normalise = (answer: string) => Buffer.from(answer.trim().toUpperCase(), 'utf8');

/** Case-insensitive and trimmed; equal-length answers are compared in constant time. */
export function captchaMatches(expected: string, given: string): boolean {
  const want = normalise(expected);
  const got = normalise(given);
  if (want.length === 0 || want.length !== got.length) return false;
  return timingSafeEqual(want, got);
}
