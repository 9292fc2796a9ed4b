import { expect } from '@playwright/test';
import type { FreightEstimate } from '../../src/schemas/freight.ts';
import { hydrated } from './support/accounts.ts';
import { operatorPage } from './support/operator.ts';
import { phoneInEnglish } from './support/projects.ts';
import { openProductInStock } from './support/shop.ts';
import { test } from './support/test.ts';

test('the operator edits a freight template: a wrong amount is refused beside its field, a right one applies at once', async ({
  browser,
  baseURL,
  request,
}) => {
  const operator = await operatorPage(browser, baseURL, '/admin?tab=freight');
  const eastExpress = operator.getByRole('region', { name: '快递' }).getByRole('group', { name: '区域 1' });
  const stepPrice = eastExpress.getByLabel('续重价格（元）');
  await expect(stepPrice).toHaveValue('3.00');

  const list = await (await request.post('/api/portal/product/getList', { data: {} })).json();
  const live = await (await request.post('/api/portal/product/getLive', { data: { ids: [list.data.items[0].id] } })).json();
  const skuId = live.data[0].skus[0].id as number;
  const estimatedStep = async () => {
    const answer = await (await request.post('/api/portal/freight/estimate', { data: { skuId, quantity: 1, provinceCode: '310000' } })).json();
    const express = (answer.data as FreightEstimate).options.find((option) => option.way === 'express');
    return express?.available ? express.breakdown?.stepFen : undefined;
  };
  expect(await estimatedStep()).toBe(300);

  await stepPrice.fill('three');
  await operator.getByRole('button', { name: '保存运费模板' }).click();
  await expect(stepPrice).toHaveAccessibleDescription('请输入不小于 0 的金额（元，最多两位小数）');
  expect(await estimatedStep()).toBe(300);

  await stepPrice.fill('4.5');
  await operator.getByRole('button', { name: '保存运费模板' }).click();
  await expect(operator.getByText('运费模板已保存，立即生效')).toBeVisible();
  await expect(stepPrice).toHaveValue('4.50');
  expect(await estimatedStep()).toBe(450);

  // As the other journeys expect it.
  await stepPrice.fill('3');
  await operator.getByRole('button', { name: '保存运费模板' }).click();
  await expect.poll(estimatedStep).toBe(300);
});

const estimateWords = {
  zh: { shipTo: '配送至', province: '四川省', wayPrice: /快递：¥\d/, zone: '运费区域：其他地区', note: '估算仅供参考，实际运费以结算页为准' },
  en: {
    shipTo: 'Ship to',
    province: 'Sichuan',
    // English punctuation: a colon and a space, never the full-width colon of the Chinese page.
    wayPrice: /Express: ¥\d/,
    zone: 'Freight zone: Rest of mainland China',
    note: 'An estimate: checkout gives the freight you pay',
  },
} as const;

for (const locale of ['zh', 'en'] as const) {
  const w = estimateWords[locale];
  test(`a visitor estimates the freight of a pack to their province, remembered next time (${locale})`, phoneInEnglish(locale), async ({ page }) => {
    await openProductInStock(page, locale, 0);
    const estimate = page.getByRole('region', { name: locale === 'zh' ? '运费估算' : 'Freight estimate' });
    await expect(estimate).toContainText(w.note);
    // On a phone the estimate is below the fold: it hydrates once scrolled into view.
    await estimate.scrollIntoViewIfNeeded();
    await hydrated(page);
    await estimate.getByLabel(w.shipTo).selectOption({ label: w.province });
    const ways = estimate.getByTestId('freight-estimate');
    await expect(ways).toContainText(w.wayPrice);
    await expect(ways).toContainText(w.zone);

    await page.reload();
    await expect(page.getByLabel(w.shipTo)).toHaveValue('510000');
    await expect(page.getByTestId('freight-estimate')).toContainText(w.zone);
  });
}
