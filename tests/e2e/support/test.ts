import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test`, failing any test whose pages broke the Content-Security-Policy: a script the
 * policy does not name (an inline script whose hash the build did not list) would silently not run.
 * `cspViolations` holds what the browser reported; a test that provokes one on purpose empties it.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
      });
      await use(violations);
      expect(violations, 'the pages broke the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});
