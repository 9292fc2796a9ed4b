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
