import { expect } from '@playwright/test';
import { gradientPng } from '../helpers/png.ts';
import { adminSection, operatorPage } from './support/operator.ts';
import { adminCall, ownProduct, retireProduct } from './support/own-product.ts';
import { PHONE } from './support/projects.ts';
import { test } from './support/test.ts';

test(
  'a product introduction is written in the visual editor: heading, bold, an uploaded picture; kept as HTML',
  PHONE,
  async ({ browser, baseURL, request }, testInfo) => {
    const product = await ownProduct(request, '富文本测试', 'Rich text test');
    const page = await operatorPage(browser, baseURL);
    if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 360, height: 780 });
    await adminSection(page, '商品目录').click();
    await page.getByLabel('搜索编号、名称或色号').fill(product.nameZh);
    await page.getByRole('button', { name: '搜索商品' }).click();
    await page.getByRole('button', { name: `编辑 ${product.nameZh}` }).click();

    const intro = page.getByRole('textbox', { name: '商品介绍（中文）' });
    const toolbar = page.getByRole('toolbar', { name: '格式' }).first();
    await intro.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('耐候性');
    await toolbar.getByRole('button', { name: '标题', exact: true }).click();
    await expect(toolbar.getByRole('button', { name: '标题', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('户外八年不褪色');
    // A picture from this computer goes to the shop's uploads; its description is asked for.
    page.once('dialog', (dialog) => void dialog.accept('色卡照片'));
    await toolbar
      .getByText('图片', { exact: true })
      .locator('input')
      .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: gradientPng(40, 20) });
    await expect(intro.locator('img')).toHaveAttribute('alt', '色卡照片');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('已保存，发布后在网站生效')).toBeVisible();
    const saved = await adminCall<{ introZh: string }>(request, 'product/get', { id: product.productId });
    expect(saved.introZh).toMatch(/^<h2>耐候性<\/h2><p><strong>户外八年不褪色<\/strong><\/p>/);
    expect(saved.introZh).toMatch(/<img src="\/api\/uploads\/\d{6}\/[0-9a-f]{32}\.png" alt="色卡照片" \/>/);

    // The same text as HTML, for what the toolbar does not offer.
    await page.getByRole('button', { name: 'HTML' }).first().click();
    await expect(page.getByLabel('商品介绍（中文）')).toHaveValue(/^<h2>耐候性<\/h2>/);
    await page.context().close();
    await retireProduct(request, product.productId);
  },
);
