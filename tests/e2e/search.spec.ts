import { expect } from '@playwright/test';
import { test } from './support/test.ts';

type Locale = 'zh' | 'en';
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');
const corrected = {
  zh: '没有找到“titanim”，以下是“titanium”的结果',
  en: 'Nothing found for “titanim”: showing results for “titanium”',
} as const;

for (const locale of ['zh', 'en'] as const) {
  test(`a keyword with a slip shows the corrected keyword's results and says so (${locale})`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/product?keyword=titanim`);
    await expect(page.getByTestId('corrected-keyword')).toHaveText(corrected[locale]);
    await expect(page.getByRole('article').first()).toBeVisible();
    if (locale === 'en') await expect(page.getByRole('article').first().locator('mark').first()).toHaveText(/titanium/i);
  });
}

test('pinyin and initials find the Chinese name, and say nothing of a correction', async ({ page }) => {
  for (const keyword of ['taibaifen', 'tbf']) {
    await page.goto(`/product?keyword=${keyword}`);
    await expect(page.getByRole('article').first()).toContainText('钛白粉');
    await expect(page.getByTestId('corrected-keyword')).toHaveCount(0);
  }
});

test('Chinese as buyers write it: words run together and in another order find the pigment', async ({ page }) => {
  await page.goto(`/product?keyword=${encodeURIComponent('金红石型钛白粉')}`);
  await expect(page.getByRole('article').first()).toContainText('金红石型');
  await expect(page.getByRole('article').first()).toContainText('钛白粉');
  await expect(page.getByTestId('relaxed-keyword')).toHaveCount(0);
});

const relaxed = {
  zh: '没有完全匹配的结果，以下是包含“红色”的结果',
  en: 'No exact match; showing results containing “红色”',
} as const;

for (const locale of ['zh', 'en'] as const) {
  test(`a keyword no product has every word of is relaxed and says so; one too far off suggests what to try (${locale})`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/product?keyword=${encodeURIComponent('耐高温红')}`);
    await expect(page.getByTestId('relaxed-keyword')).toHaveText(relaxed[locale]);
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.goto(`${prefix(locale)}/product?keyword=${encodeURIComponent('不存在的颜料')}`);
    await expect(page.getByTestId('search-tips')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    // No filter heading stands over an empty group.
    const filters = page.locator('#listing-filters');
    await expect(filters.getByRole('group')).toHaveCount(0);
  });
}
