import { expect } from '@playwright/test';
import { accountWords, hookData, hydrated, newPhone, receiveCode } from './support/accounts.ts';
import { adminNav, adminSection, operatorPage } from './support/operator.ts';
import { ownProduct } from './support/own-product.ts';
import { PHONE } from './support/projects.ts';
import { test } from './support/test.ts';

const w = accountWords.zh;

test.beforeEach(async ({ request }) => {
  await hookData(request, 'resetLimits', {});
});

test(
  'the owner invites a warehouse member, who joins by SMS code and sees only their sections; once disabled, they are out',
  PHONE,
  async ({ page, browser, baseURL, request }, testInfo) => {
    const counted = await ownProduct(request, '盘点用群青', 'Ultramarine to count');
    const owner = await operatorPage(browser, baseURL);
    if (testInfo.project.name === 'phone') await owner.setViewportSize({ width: 360, height: 780 });
    await adminSection(owner, '团队').click();
    const phone = newPhone();
    const invite = owner.getByRole('button', { name: '邀请', exact: true });
    // A customer's number is refused beside the field.
    await owner.getByLabel('手机号', { exact: true }).fill('13800138000');
    await invite.click();
    await expect(owner.getByLabel('手机号', { exact: true })).toHaveAccessibleDescription('该手机号已注册为客户账号，请使用其他手机号邀请');
    await owner.getByLabel('手机号', { exact: true }).fill(phone);
    await owner.getByLabel('角色', { exact: true }).selectOption({ label: '仓库' });
    await invite.click();
    const row = owner.getByRole('listitem').filter({ hasText: phone });
    await expect(row).toContainText('已邀请，尚未登录');
    await expect(row.getByRole('combobox', { name: `${phone} 的角色` })).toHaveValue('warehouse');
    expect(await owner.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The member sets a password with a code sent to the number, from the back office's own login.
    await page.goto('/admin');
    await hydrated(page);
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await hydrated(page);
    await page.getByLabel(w.phone, { exact: true }).fill(phone);
    await page.getByLabel(w.smsCode).fill(await receiveCode(page, 'zh', phone));
    await page.getByLabel('新密码').fill('Warehouse2026');
    await page.getByLabel(w.confirm).fill('Warehouse2026');
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByRole('link', { name: '立即登录' })).toBeVisible();

    await page.goto('/admin');
    await hydrated(page);
    await page.getByLabel('手机号').fill(phone);
    await page.getByLabel('密码').fill('Warehouse2026');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(adminNav(page).getByRole('link')).toHaveText(['概况', '订单', '售后', '库存']);
    // The dashboard shows the warehouse what sold, not the money it took.
    const today = page.locator('[data-period="today"]');
    await expect(today).toContainText('下单数');
    await expect(today).not.toContainText('支付金额');
    await adminSection(page, '订单').click();
    await expect(page.getByRole('main')).not.toContainText('没有权限');

    // The warehouse counts stock on a screen of its own: finds the pack, takes away broken packs, reads the ledger.
    await adminSection(page, '库存').click();
    const search = page.getByRole('search');
    await search.getByLabel('商品编号、规格编号或名称').fill(counted.nameZh);
    await search.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('共 1 个规格')).toBeVisible();
    const pack = page.getByRole('listitem').filter({ hasText: counted.nameZh });
    await expect(pack).toContainText('库存 50 件');
    await pack.getByRole('button', { name: /^调整 .* 的库存$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('调整数量（正数入库，负数出库）').fill('-3');
    await dialog.getByRole('combobox', { name: '调整原因', exact: true }).selectOption({ label: '破损报废' });
    await dialog.getByRole('button', { name: '确认调整' }).click();
    await expect(dialog).toBeHidden();
    await expect(pack).toContainText('库存 47 件');
    await pack.getByRole('button', { name: /的库存流水$/ }).click();
    await expect(pack.getByRole('table')).toContainText('-3');
    await expect(pack.getByRole('table')).toContainText('破损报废');
    await expect(pack.getByRole('table')).toContainText(phone);
    // Not running low: the low-stock filter leaves it out, and says so.
    await search.getByLabel('只看低于预警的').check();
    await expect(page.getByText('没有符合条件的规格')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // A page of its own the role may not open says so, rather than a list that fails to load.
    await page.goto('/admin/content');
    await hydrated(page);
    await expect(page.getByRole('alert')).toHaveText('你的角色不能打开这一栏。需要时请联系负责人调整角色。');
    await page.goto('/admin');
    await hydrated(page);

    // Let go: the member's open back office stops at the login.
    await owner.reload();
    await hydrated(owner);
    await adminSection(owner, '团队').click();
    await owner.getByRole('listitem').filter({ hasText: phone }).getByRole('button', { name: '停用' }).click();
    await expect(owner.getByRole('listitem').filter({ hasText: phone })).toContainText('已停用');
    await page.reload();
    // The refused session may send the page on to a login form: fill the one it settles on.
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await page.getByLabel('手机号').fill(phone);
    await page.getByLabel('密码').fill('Warehouse2026');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('该账号已停用，请联系店铺负责人').first()).toBeVisible();
  },
);
