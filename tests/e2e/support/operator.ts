import { type Browser, expect, type Page } from '@playwright/test';
import { hydrated } from './accounts.ts';

const demoAdmin = { phone: '13900139000', password: 'Admin1234' };

/**
 * The back office in a browser context of its own (the customer stays logged in in theirs), as the demo
 * admin. It logs in through the API and hands the page the session as the login form would
 * (`publish.spec.ts` drives the form itself).
 */
export async function operatorPage(browser: Browser, baseURL: string | undefined, path = '/admin'): Promise<Page> {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), viewport: { width: 1280, height: 900 } });
  const answer = await (await context.request.post('/api/portal/user/login', { data: demoAdmin })).json();
  expect(answer.code).toBe('000000');
  const { token, user } = answer.data as { token: string; user: unknown };
  await context.addInitScript(
    ([stored, info]) => {
      // Once a tab: a logout later in the test stays a logout.
      if (sessionStorage.getItem('operatorSession')) return;
      sessionStorage.setItem('operatorSession', '1');
      localStorage.setItem('accessToken', stored);
      localStorage.setItem('userInfo', JSON.stringify(info));
    },
    [token, user] as const,
  );
  const page = await context.newPage();
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByTestId('admin-operator')).toBeVisible({ timeout: 15_000 });
  return page;
}

/** The back office's sections by area: a sidebar on a desktop, a row to scroll on a phone. */
export const adminNav = (page: Page) => page.getByRole('navigation', { name: /^(后台栏目|Back-office sections)$/ });

/** A section's entry in the back office's sidebar. */
export const adminSection = (page: Page, name: string | RegExp) => adminNav(page).getByRole('link', { name, exact: true });
