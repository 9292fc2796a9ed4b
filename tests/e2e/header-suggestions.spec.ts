import { expect, type Page } from '@playwright/test';
import { PHONE } from './support/projects.ts';
import { test } from './support/test.ts';

type Locale = 'zh' | 'en';
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');
const words = {
  zh: { search: '搜索', suggestions: '搜索建议', colourIndex: '颜色索引', product: '产品', blue: '酞菁蓝' },
  en: { search: 'Search', suggestions: 'Search suggestions', colourIndex: 'Colour Index', product: 'Product', blue: 'phthalocyanine blue' },
} as const;

const combobox = (page: Page, locale: Locale) => page.getByRole('search').getByRole('combobox', { name: words[locale].search });

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];
  test.describe(`header suggestions (${locale})`, PHONE, () => {
    test('appear as you type and work with the keyboard as a combobox', async ({ page }) => {
      await page.goto(`${prefix(locale)}/about`);
      const box = combobox(page, locale);
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      const listbox = page.getByRole('listbox', { name: w.suggestions });

      await box.click();
      await box.pressSequentially('PB 15:3');
      await expect(listbox).toBeVisible();
      // The answer to the whole keyword, not to one typed on the way.
      await expect(listbox).toHaveAttribute('data-keyword', 'PB 15:3');
      await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      const options = listbox.getByRole('option');
      expect(await options.count()).toBeGreaterThanOrEqual(1);
      expect(await options.count()).toBeLessThanOrEqual(8);
      await expect(options.first()).toContainText('PB 15:3');
      await expect(options.first()).toContainText(w.colourIndex);

      await box.press('ArrowDown');
      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
      if ((await options.count()) > 1) {
        await box.press('ArrowDown');
        await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
        await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
        await box.press('ArrowUp');
      }
      await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);

      await box.press('Escape');
      await expect(listbox).toBeHidden();
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(box).not.toHaveAttribute('aria-activedescendant');
      await expect(box).toHaveValue('PB 15:3');

      // Down opens the list again on its first suggestion, which fits a 360 px screen.
      await box.press('ArrowDown');
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(listbox.getByRole('option', { selected: true })).toHaveCount(1);
      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
      const popup = (await listbox.boundingBox())!;
      expect(popup.x).toBeGreaterThanOrEqual(0);
      expect(popup.x + popup.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      // On a phone the suggestions span the screen, not just the box beside the classification label.
      if (page.viewportSize()!.width < 768) expect(popup.width).toBeGreaterThanOrEqual(page.viewportSize()!.width - 1);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/product\\?keyword=PB(%20|\\+)15%3A3$`));
    });

    test('Enter on a product suggestion opens its page; Enter without one searches', async ({ page }) => {
      await page.goto(`${prefix(locale)}/`);
      const box = combobox(page, locale);
      await box.click();
      await box.pressSequentially(w.blue);
      const listbox = page.getByRole('listbox', { name: w.suggestions });
      await expect(listbox).toHaveAttribute('data-keyword', w.blue);
      const product = listbox.getByRole('option').filter({ hasText: w.product }).first();
      await expect(product).toBeVisible();
      const options = await listbox.getByRole('option').allTextContents();
      const index = options.findIndex((text) => text.endsWith(w.product));
      for (let step = 0; step <= index; step++) await box.press('ArrowDown');
      await expect(product).toHaveAttribute('aria-selected', 'true');
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/productDetails/\\d+$`));

      const again = combobox(page, locale);
      await again.click();
      await again.pressSequentially(w.blue);
      await expect(page.getByRole('listbox', { name: w.suggestions })).toHaveAttribute('data-keyword', w.blue);
      await again.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/product\\?keyword=`));
    });
  });
}
