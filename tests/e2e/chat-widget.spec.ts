import { expect } from '@playwright/test';
import { test } from './support/test.ts';

/** The chat provider the shop is configured with (PUBLIC_CHAT_ORIGINS in playwright.config.ts), and one it is not. */
const CHAT = 'http://chat.e2e.test';
const UNLISTED = 'http://elsewhere.e2e.test';
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** What a real chat widget does once its loader runs: its own script, a frame, a picture, a style sheet and a connection, all from its origin. */
const widget = (origin: string, report: string) => `
  (function () {
    var state = (window['${report}'] = { frame: false, image: false, style: false, fetched: null });
    var css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = '${origin}/widget.css';
    css.onload = function () { state.style = true; };
    document.head.appendChild(css);
    var frame = document.createElement('iframe');
    frame.src = '${origin}/frame.html';
    frame.onload = function () { state.frame = true; };
    document.body.appendChild(frame);
    var image = new Image();
    image.onload = function () { state.image = true; };
    image.src = '${origin}/avatar.png';
    fetch('${origin}/poll').then(function (answer) { return answer.text(); }).then(function (text) { state.fetched = text; }, function () { state.fetched = 'blocked'; });
  })();`;

test('the chat provider’s widget loads its script, frame, picture, style and connection; an origin not configured stays blocked', async ({
  page,
  cspViolations,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  // The shop's configured loader pulls the provider's main script and, as a widget gone astray would, one from elsewhere.
  await page.route('**/test-chat-widget.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.ShopChat = { open: function () {} };
        ['${CHAT}/widget.js', '${UNLISTED}/widget.js'].forEach(function (src) { var s = document.createElement('script'); s.src = src; document.head.appendChild(s); });`,
    }),
  );
  const served: string[] = [];
  for (const [origin, report] of [
    [CHAT, 'chatStub'],
    [UNLISTED, 'unlistedStub'],
  ] as const) {
    await page.route(`${origin}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      served.push(`${origin}${path}`);
      const cors = { 'access-control-allow-origin': '*' };
      if (path === '/widget.js') return route.fulfill({ contentType: 'text/javascript', body: widget(origin, report) });
      if (path === '/widget.css') return route.fulfill({ contentType: 'text/css', body: '.chat-stub { color: rgb(1, 2, 3); }' });
      if (path === '/frame.html') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>客服</p>' });
      if (path === '/avatar.png') return route.fulfill({ contentType: 'image/png', body: PIXEL });
      return route.fulfill({ contentType: 'text/plain', headers: cors, body: 'ok' });
    });
  }

  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { chatStub?: unknown }).chatStub))
    .toEqual({ frame: true, image: true, style: true, fetched: 'ok' });
  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  expect(violations.filter((violation) => violation.includes('chat.e2e.test'))).toEqual([]);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))
    .toContainEqual(`script-src-elem ${UNLISTED}/widget.js`);
  expect(served.filter((url) => url.startsWith(UNLISTED))).toEqual([]);
  expect(await page.evaluate(() => 'unlistedStub' in window)).toBe(false);
  // The one violation this test provokes, and only it.
  expect(cspViolations.every((violation) => violation.includes(UNLISTED))).toBe(true);
  cspViolations.length = 0;
});
