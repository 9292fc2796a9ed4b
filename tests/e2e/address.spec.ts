import { expect } from '@playwright/test';
import { hookData, prefix, signUp } from './support/accounts.ts';
import { phoneInEnglish } from './support/projects.ts';
import { test } from './support/test.ts';

const words = {
  zh: {
    add: '新增收货地址',
    save: '保存地址',
    province: '省份',
    city: '城市',
    district: '区县',
    detail: '详细地址',
    consignee: '收货人',
    mobile: '手机号码',
    required: '此项为必填项',
    regionMissing: '请选择省、市、区',
    isDefault: '默认',
    makeDefault: '设为默认',
    editOf: (name: string) => `编辑 ${name} 的地址`,
    deleteOf: (name: string) => `删除 ${name} 的地址`,
    empty: '还没有收货地址，结算前请先添加。',
    jiangsu: ['江苏省', '苏州市', '吴中区'],
    shanghai: ['上海市', '上海市', '浦东新区'],
  },
  en: {
    add: 'Add a delivery address',
    save: 'Save the address',
    province: 'Province',
    city: 'City',
    district: 'District',
    detail: 'Detailed address',
    consignee: 'Consignee',
    mobile: 'Mobile number',
    required: 'This field is required',
    regionMissing: 'Please choose the province, city and district',
    isDefault: 'Default',
    makeDefault: 'Make default',
    editOf: (name: string) => `Edit ${name}'s address`,
    deleteOf: (name: string) => `Delete ${name}'s address`,
    empty: 'No delivery address yet; add one before checking out.',
    // The provinces as the freight estimate names them; cities and districts in pinyin with their kind.
    jiangsu: ['Jiangsu', 'Suzhou', 'Wuzhong District'],
    shanghai: ['Shanghai', 'Shanghai', 'Pudong New Area'],
  },
} as const;

test.beforeEach(async ({ request }) => {
  await hookData(request, 'resetLimits', {});
});

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];
  test(`delivery addresses (${locale}): cascading divisions, errors beside fields, one default, edit and delete`, phoneInEnglish(locale), async ({ page }) => {
    await signUp(page, locale);
    await page.goto(`${prefix(locale)}/address`);
    await expect(page.getByText(w.empty)).toBeVisible();

    await page.getByRole('button', { name: w.add }).click();
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByLabel(w.province)).toHaveAccessibleDescription(w.regionMissing);
    await expect(page.getByLabel(w.detail)).toHaveAccessibleDescription(w.required);
    await expect(page.getByLabel(w.city)).toBeDisabled();

    await page.getByLabel(w.province).selectOption({ label: w.jiangsu[0] });
    await page.getByLabel(w.city).selectOption({ label: w.jiangsu[1] });
    await page.getByLabel(w.district).selectOption({ label: w.jiangsu[2] });
    await page.getByLabel(w.detail).fill('木渎镇金山路 18 号');
    await page.getByLabel(w.consignee).fill('Zhou');
    await page.getByLabel(w.mobile).fill('13612345678');
    await page.getByRole('button', { name: w.save }).click();
    const first = page.getByRole('listitem').filter({ hasText: 'Zhou' });
    await expect(first).toContainText('江苏省 苏州市 吴中区 木渎镇金山路 18 号');
    await expect(first).toContainText(w.isDefault);

    await page.getByRole('button', { name: w.add }).click();
    await page.getByLabel(w.province).selectOption({ label: w.shanghai[0] });
    await page.getByLabel(w.city).selectOption({ label: w.shanghai[1] });
    await page.getByLabel(w.district).selectOption({ label: w.shanghai[2] });
    await page.getByLabel(w.detail).fill('科苑路 88 号');
    await page.getByLabel(w.consignee).fill('Wang');
    await page.getByLabel(w.mobile).fill('13712345678');
    await page.getByRole('button', { name: w.save }).click();
    const second = page.getByRole('listitem').filter({ hasText: 'Wang' });
    await second.getByRole('button', { name: w.makeDefault }).click();
    await expect(second).toContainText(w.isDefault);
    await expect(first.getByRole('button', { name: w.makeDefault })).toBeVisible();

    await page.getByRole('button', { name: w.editOf('Zhou') }).click();
    await expect(page.getByLabel(w.district)).toHaveValue('320506');
    await page.getByLabel(w.detail).fill('木渎镇金山路 20 号');
    await page.getByRole('button', { name: w.save }).click();
    await expect(first).toContainText('木渎镇金山路 20 号');

    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: w.deleteOf('Wang') }).click();
    await expect(second).toHaveCount(0);
    await expect(first).toContainText(w.isDefault);
  });
}
