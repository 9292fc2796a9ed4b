import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { hydrated, loginWithPassword } from './support/accounts.ts';
import { PHONE } from './support/projects.ts';
import { test } from './support/test.ts';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** The main navigation that is visible at this width: the header bar on desktop, the drawer on a phone. */
async function mainNav(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: /打开菜单|Open menu/ }).click();
    return page.getByRole('dialog').getByRole('navigation');
  }
  return page.getByRole('banner').getByRole('navigation');
}

test.describe('header', PHONE, () => {
  test('highlights the current section in both languages', async ({ page }) => {
    await page.goto('/brand');
    const zhNav = await mainNav(page);
    await expect(zhNav.getByRole('link', { name: '品牌中心' })).toHaveAttribute('aria-current', 'page');
    await expect(zhNav.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current', 'page');

    await page.goto('/en/help');
    const enNav = await mainNav(page);
    await expect(enNav.getByRole('link', { name: 'Help centre' })).toHaveAttribute('aria-current', 'page');
    await expect(enNav.getByRole('link', { name: 'Shopping' })).toHaveAttribute('href', '/en/product');
  });

  for (const [count, shown] of [
    [0, null],
    [5, '5'],
    [100, '99+'],
  ] as const) {
    test(`cart and message badges at ${count}`, async ({ page }) => {
      await page.addInitScript(
        ([value]) => {
          localStorage.setItem('cartLength', String(value));
          localStorage.setItem('unreadCount', String(value));
        },
        [count],
      );
      await page.goto('/');
      const cart = page.getByRole('link', { name: /购物车/ });
      await expect(cart).toBeVisible();
      if (shown) {
        await expect(page.getByTestId('badge-cart')).toHaveText(shown);
        await expect(page.getByTestId('badge-information')).toHaveText(shown);
        await expect(cart).toHaveAccessibleName(new RegExp(shown.replace('+', '\\+')));
      } else {
        await expect(page.getByTestId('badge-cart')).toHaveCount(0);
        await expect(page.getByTestId('badge-information')).toHaveCount(0);
      }
    });
  }

  test('the classification label shows on / and /product only while scrolled less than 508 px', async ({ page }) => {
    await page.goto('/');
    const label = page.getByTestId('category-label');
    await expect(label).toBeVisible();
    // Make the page tall enough to scroll whatever its content.
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('div'), { style: 'height:3000px' })));
    await page.evaluate(() => window.scrollTo(0, 508));
    await expect(label).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 507));
    await expect(page.getByTestId('category-label')).toBeVisible();

    await page.goto('/en/product');
    await expect(page.getByTestId('category-label')).toBeVisible();
    await page.goto('/brand');
    await expect(page.getByRole('search')).toBeVisible();
    await expect(page.getByTestId('category-label')).toHaveCount(0);
  });

  test('search refuses an empty keyword with a warning, and groups repeated warnings', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search');
    await search.getByRole('combobox').fill('   ');
    await search.getByRole('button', { name: '搜索' }).click();
    const toast = page.getByRole('status').filter({ hasText: '请输入搜索关键词' });
    await expect(toast).toBeVisible();
    await search.getByRole('button', { name: '搜索' }).click();
    await search.getByRole('button', { name: '搜索' }).click();
    await expect(toast).toHaveCount(1);
    await expect(toast.getByTestId('toast-repeat')).toHaveText('×3');
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press('Escape');
    await expect(toast).toHaveCount(0);
  });

  test('takes two rows on a phone with search one tap away, one row on a desktop, and stays at the top', async ({ page }) => {
    const centreY = (box: { y: number; height: number }) => box.y + box.height / 2;
    for (const path of ['/', '/en/product', '/en/about']) {
      await page.goto(path);
      const header = page.getByRole('banner');
      const box = (await header.boundingBox())!;
      const menu = header.getByRole('button', { name: /打开菜单|Open menu/ });
      const cart = (await header.getByRole('link', { name: /购物车|Cart/ }).boundingBox())!;
      const logo = (await header.getByRole('img').first().boundingBox())!;
      const searchbox = header.getByRole('search').getByRole('combobox');
      const search = (await searchbox.boundingBox())!;
      if (isPhone(page)) {
        // Menu, logo and icons on the first row; classification and search on the second.
        expect(box.height, path).toBeLessThanOrEqual(104);
        const menuBox = (await menu.boundingBox())!;
        expect(Math.abs(centreY(cart) - centreY(menuBox)), path).toBeLessThan(2);
        expect(Math.abs(centreY(logo) - centreY(menuBox)), path).toBeLessThan(2);
        expect(search.y, path).toBeGreaterThan(menuBox.y + menuBox.height);
        expect(search.width, path).toBeGreaterThanOrEqual(150);
      } else {
        // One row: a 40 px logo, the sections, a search form of 240 to 320 px as the row leaves room, the icons.
        expect(logo.height, path).toBe(40);
        const form = (await header.getByRole('search').boundingBox())!;
        expect(form.width, path).toBeGreaterThanOrEqual(240);
        expect(form.width, path).toBeLessThanOrEqual(320);
        expect(box.height, path).toBeLessThan(64);
        expect(Math.abs(centreY(search) - centreY(logo)), path).toBeLessThan(4);
        expect(Math.abs(centreY(cart) - centreY(logo)), path).toBeLessThan(4);
      }
      // One tap: the box takes the typing at once, with nothing to open first.
      await searchbox.click();
      await expect(searchbox).toBeFocused();
    }
    // Sticky as before: scrolled far down, the header is still at the top of the screen.
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('div'), { style: 'height:3000px' })));
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(async () => (await page.getByRole('banner').boundingBox())?.y).toBe(0);
    await expect(page.getByRole('search').getByRole('combobox')).toBeInViewport();
  });

  test('search sends the keyword to /product and keeps it in the box', async ({ page }) => {
    await page.goto('/en/about');
    const box = page.getByRole('search').getByRole('combobox');
    await box.fill('PB 15:3');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en\/product\?keyword=PB(%20|\+)15%3A3$/);
    await expect(page.getByRole('search').getByRole('combobox')).toHaveValue('PB 15:3');
  });
});

test.describe('header at every width', () => {
  test('one row from 1280 px, and never wider than the screen, in both languages', async ({ page }) => {
    for (const width of [360, 390, 768, 1024, 1366, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/en/', '/product', '/en/product', '/en/about']) {
        await page.goto(path);
        const where = `${path} at ${width} px`;
        if (width >= 1280) expect((await page.getByRole('banner').boundingBox())!.height, where).toBeLessThan(64);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
      }
    }
  });
});

test.describe('language', () => {
  test('the switch keeps the page, and the choice survives a reload and a new visit', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');

    await page.reload();
    await expect(page).toHaveURL(/\/en\/about$/);

    // A new visit to the unprefixed address restores English.
    await page.goto('/help');
    await expect(page).toHaveURL(/\/en\/help$/);

    await page.getByRole('link', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.goto('/en/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('restoring the stored choice never leaves the site, whatever the English address', async ({ page, baseURL }) => {
    await page.route(
      (url) => url.hostname === 'evil.example',
      (route) => route.fulfill({ status: 200, body: 'elsewhere' }),
    );
    await page.addInitScript(() => localStorage.setItem('locale', 'zh'));
    for (const address of ['/en//evil.example/', '/en/.//evil.example/', '/en/%2e//evil.example/']) {
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', /./);
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    }
  });

  test('an unknown stored value falls back to the default locale', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'fr'));
    await page.goto('/about');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});

test('English pages draw curly quotes at Latin width, Chinese ones full width', async ({ page }) => {
  /** The width of the first “ in the page's text, in ems of its font. */
  const quoteWidth = () =>
    page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf('\u201c');
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        return range.getBoundingClientRect().width / Number.parseFloat(getComputedStyle(node.parentElement!).fontSize);
      }
      return null;
    });
  await page.goto('/en/compare');
  await expect(page.getByText('“Compare”')).toBeVisible();
  expect(await quoteWidth()).toBeLessThan(0.6);
  await page.goto('/compare');
  await expect(page.getByText('“对比”')).toBeVisible();
  expect(await quoteWidth()).toBeGreaterThan(0.9);
});

test.describe('the home page’s welcome line', () => {
  test('is in the page’s language', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#home-welcome')).toHaveText('欢迎光临颜料商城');
    await page.goto('/en/');
    await expect(page.locator('#home-welcome')).toHaveText('Welcome to the Pigment Shop');
  });

  test.describe('for a browser that puts French first', () => {
    test.use({ locale: 'fr-FR' });
    test('is in French, on either language’s page', async ({ page }) => {
      for (const path of ['/', '/en/']) {
        await page.goto(path);
        await expect(page.locator('#home-welcome')).toHaveText('Bienvenue dans la boutique de pigments');
        await expect(page.locator('#home-welcome')).toHaveAttribute('lang', 'fr');
      }
    });
  });
});

test('the home page opens the customer-service panel', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: '联系我们' }).click();
  const panel = page.getByRole('dialog', { name: '在线客服' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('400-820-1688')).toBeVisible();
  await panel.getByRole('button', { name: '关闭客服面板' }).click();
  await expect(panel).toBeHidden();
});

test('the third-party chat script loads without blocking, and the entry opens its widget', async ({ page }) => {
  await page.route('**/test-chat-widget.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "window.ShopChat = { open: function () { document.body.dataset.chatWidget = 'open'; } };",
    }),
  );
  await page.goto('/');
  await expect(page.locator('script[data-chat-widget]')).toHaveAttribute('src', '/test-chat-widget.js');
  expect(await page.locator('script[data-chat-widget]').evaluate((script: HTMLScriptElement) => script.async)).toBe(true);
  await expect.poll(() => page.evaluate(() => 'ShopChat' in window)).toBe(true);
  await page.getByRole('button', { name: '联系我们' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-chat-widget', 'open');
  await expect(page.getByRole('dialog', { name: '在线客服' })).toHaveCount(0);
});

test.describe('404', PHONE, () => {
  test('answers status 404 with the header, in both languages', async ({ page }) => {
    const zh = await page.goto('/no-such-page');
    expect(zh?.status()).toBe(404);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();

    const en = await page.goto('/en/no-such-page');
    expect(en?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('narrow screens', PHONE, () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) >= 1024, 'the drawer is for narrow screens');

  test('the drawer opens, traps focus, closes on Escape and replaces the route', async ({ page }) => {
    await page.goto('/about');
    const menu = page.getByRole('button', { name: '打开菜单' });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: '主导航' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: '关闭菜单' })).toBeFocused();
    const box = await drawer.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.width).toBeGreaterThanOrEqual(240);
    expect(box.height).toBe(page.viewportSize()?.height);
    await expect(drawer.getByRole('img', { name: '在线客服，点击咨询' })).toBeVisible();

    for (let step = 0; step < 12; step++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await page.getByRole('button', { name: '关闭菜单' }).click();
    await expect(drawer).toBeHidden();

    const historyBefore = await page.evaluate(() => history.length);
    await menu.click();
    await drawer.getByRole('link', { name: '帮助中心' }).click();
    await expect(page).toHaveURL(/\/help$/);
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
  });

  test('the customer-service image opens the contact panel', async ({ page }) => {
    await page.goto('/en/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('img', { name: 'Online customer service, click to ask' }).click();
    const panel = page.getByRole('dialog', { name: 'Customer service' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: /\d{3}/ })).toHaveAttribute('href', /^tel:/);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('no horizontal scrolling at 360 px', async ({ page }) => {
    for (const path of ['/', '/en/', '/product', '/en/about', '/register', '/en/password', '/en/requirement', '/enter', '/no-such-page']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test("no horizontal scrolling at 360 px on the customer's own pages", async ({ page }) => {
    await loginWithPassword(page, 'en', '13800138000', 'Demo1234');
    await expect(page).toHaveURL(/\/en\/profile/);
    for (const path of ['/profile', '/en/cart', '/address', '/en/collect', '/invoice', '/en/information', '/colorList', '/en/brand', '/consult']) {
      await page.goto(path);
      await hydrated(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('new deployments', () => {
  test('a changed build id marks the page, and the next navigation loads the new build', async ({ page }) => {
    await page.route('**/build-id.json', (route) => route.fulfill({ json: { id: 'a-newer-build' } }));
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-new-build', 'a-newer-build');
    await page.evaluate(() => Object.assign(window, { oldDocument: true }));
    await page.getByRole('banner').getByRole('link', { name: '颜料商城' }).click();
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => 'oldDocument' in window)).toBe(false);
  });

  test('an unchanged build id leaves the page alone', async ({ page }) => {
    await page.goto('/about');
    await page.waitForTimeout(1500);
    await expect(page.locator('html')).not.toHaveAttribute('data-new-build');
  });

  test('a failed island script reloads the page once, not in a loop', async ({ page }) => {
    let failures = 0;
    // The shell's scripts, one file (Default.astro), which every page loads.
    await page.route(/\/_astro\/Default\.astro[^/]*\.js/, (route) => {
      failures += 1;
      return route.abort();
    });
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto('/about');
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
    await page.waitForTimeout(3000);
    expect(loads).toBe(2);
    expect(failures).toBeGreaterThanOrEqual(2);
  });
});

test.describe('accessibility', () => {
  for (const path of ['/', '/en/', '/product', '/register', '/en/login', '/requirement', '/en/enter', '/no-such-page']) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

test.describe('security', () => {
  test('pages and API answers carry the security headers, and the pages run under the CSP without violations', async ({ page }) => {
    for (const path of ['/', '/api/health']) {
      const response = await page.request.get(path);
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    for (const path of ['/', '/en/product', '/login', '/cashier?trade=00000000000000000000']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
  });

  test('an injected inline script does not run, while the pages’ own inline scripts do', async ({ page, cspViolations }) => {
    const response = await page.goto('/en/product');
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+[ ;]/);
    expect(response?.headers()['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    // Astro's island runtime is inline: the islands hydrate. So is the locale script: a stored English
    // choice sends the Chinese page to its English one.
    await hydrated(page);
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await page.goto('/product');
    await expect(page).toHaveURL(/\/en\/product$/);
    const injected = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.head.append(script);
      return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(injected).toBe(false);
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    cspViolations.length = 0;
  });

  test('the browser bundle holds no server secret: no secret variable names, no private keys, no database or mail addresses', () => {
    // The served build lives in the e2e server's data folder (scripts/e2e-server.ts).
    const clients = readdirSync('data')
      .filter((name) => name.startsWith('e2e-'))
      .flatMap((run) =>
        readdirSync(join('data', run, 'builds'), { withFileTypes: true })
          // .serving holds the serving processes' marks, not a build.
          .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
          .map((build) => join('data', run, 'builds', build.name, 'client')),
      );
    const files = clients.flatMap((client) =>
      (readdirSync(client, { recursive: true }) as string[]).filter((file) => /\.(m?js|html|json)$/.test(file)).map((file) => join(client, file)),
    );
    expect(files.length).toBeGreaterThan(100);
    const secrets =
      /ALIPAY_APP_PRIVATE_KEY|WECHATPAY_(MERCHANT_PRIVATE_KEY|API_V3_KEY)|ALIYUN_ACCESS_KEY_SECRET|SMTP_URL|DATABASE_URL|REDIS_URL|BEGIN (RSA )?PRIVATE KEY|postgres(ql)?:\/\/|redis:\/\/|smtps?:\/\//;
    const leaks = files.filter((file) => secrets.test(readFileSync(file, 'utf8')));
    expect(leaks).toEqual([]);
  });
});
