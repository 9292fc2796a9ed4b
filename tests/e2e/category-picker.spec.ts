import { expect, type Page } from '@playwright/test';
import { categoryPath, categoryTree, pathName, searchCategories, type TreeCategory } from '../../src/features/admin/catalog/category-tree.ts';
import { adminSection, operatorPage } from './support/operator.ts';
import { ownProduct, retireProduct } from './support/own-product.ts';
import { PHONE } from './support/projects.ts';
import { test } from './support/test.ts';

const levelSelect = (page: Page, level: number) => page.getByLabel(`第 ${level} 级分类`, { exact: true });

/** Each level's select shows the path's category, and no level below the leaf is offered. */
async function expectChosen(page: Page, path: TreeCategory[]) {
  for (const [index, category] of path.entries()) await expect(levelSelect(page, index + 1)).toHaveValue(String(category.id));
  await expect(levelSelect(page, path.length + 1)).toHaveCount(0);
}

async function openProduct(page: Page, name: string) {
  await page.getByLabel('搜索编号、名称或色号').fill(name);
  await page.getByRole('button', { name: '搜索商品' }).click();
  await page.getByRole('button', { name: `编辑 ${name}` }).click();
}

test(
  'the operator files a product under a category through the four levels and by search, and it is kept',
  PHONE,
  async ({ browser, baseURL, request }, testInfo) => {
    test.setTimeout(120_000);
    const product = await ownProduct(request, '分类选择测试', 'Category picker test');
    const login = await (await request.post('/api/portal/user/login', { data: { phone: '13900139000', password: 'Admin1234' } })).json();
    const listed = await (await request.post('/api/admin/catalog/category/list', { data: {}, headers: { accessToken: login.data.token } })).json();
    const tree = categoryTree(listed.data);
    const current = (
      await (await request.post('/api/admin/catalog/product/get', { data: { id: product.productId }, headers: { accessToken: login.data.token } })).json()
    ).data.categoryId as number;
    const leaves = tree.ordered.filter((category) => category.level === 4);
    // By the levels, a leaf of another top-level branch where there is one; by search, a leaf under yet another level 3.
    const currentPath = categoryPath(tree, current);
    const byLevels = categoryPath(
      tree,
      (leaves.find((leaf) => categoryPath(tree, leaf.id)[0]?.id !== currentPath[0]?.id) ?? leaves.find((leaf) => leaf.id !== current))!.id,
    );
    // Leaves' names repeat under many branches: the search names the level-3 category (in English capitals) too.
    const queryFor = (leaf: TreeCategory) => `${tree.byId.get(leaf.parentId!)!.nameEn.toUpperCase()} ${leaf.nameZh}`;
    const bySearch = categoryPath(
      tree,
      leaves.find(
        (leaf) =>
          leaf.parentId !== byLevels[2]?.id && leaf.parentId !== currentPath[2]?.id && searchCategories(tree, queryFor(leaf), 20).matches.includes(leaf),
      )!.id,
    );

    const page = await operatorPage(browser, baseURL);
    if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 360, height: 780 });
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await adminSection(page, '商品目录').click();
    await openProduct(page, product.nameZh);
    await expectChosen(page, currentPath);

    // Level by level: a new level 1 leaves only level 2 to choose; a choice above the leaves is refused beside the picker.
    await levelSelect(page, 1).selectOption({ label: byLevels[0]!.nameZh });
    await expect(levelSelect(page, 2)).toHaveValue('');
    await expect(levelSelect(page, 3)).toHaveCount(0);
    await levelSelect(page, 2).selectOption({ label: byLevels[1]!.nameZh });
    await levelSelect(page, 3).selectOption({ label: byLevels[2]!.nameZh });
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(levelSelect(page, 4)).toHaveAccessibleDescription('商品只能放在第四级分类下');
    await levelSelect(page, 4).selectOption({ label: byLevels[3]!.nameZh });
    expect(await fits()).toBe(true);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('已保存，发布后在网站生效')).toBeVisible();
    await expect(levelSelect(page, 4)).not.toHaveAttribute('aria-describedby');

    await page.getByRole('button', { name: '返回商品列表' }).click();
    await openProduct(page, product.nameZh);
    await expectChosen(page, byLevels);

    // By search: an English name in capitals finds the category at its level; with a leaf's name, the leaf.
    const search = page.getByLabel('搜索分类（中文或英文名称的一部分）');
    const matches = page.getByRole('list', { name: '匹配的分类' });
    await search.fill('no such category');
    await expect(page.getByRole('status').filter({ hasText: '没有匹配的分类' })).toBeVisible();
    await search.press('Escape');
    await expect(search).toHaveValue('');
    await search.fill(bySearch[2]!.nameEn.toUpperCase());
    await expect(matches.getByRole('button').filter({ hasText: pathName(bySearch.slice(0, 3)) })).toBeVisible();
    await search.fill(queryFor(bySearch[3]!));
    expect(await fits()).toBe(true);
    await matches
      .getByRole('button')
      .filter({ hasText: pathName(bySearch) })
      .click();
    await expect(search).toHaveValue('');
    await expect(matches).toBeHidden();
    await expectChosen(page, bySearch);
    await expect(levelSelect(page, 4)).toBeFocused();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(levelSelect(page, 4)).not.toHaveAttribute('aria-describedby');
    await expect(page.getByText('已保存，发布后在网站生效').first()).toBeVisible();

    await page.getByRole('button', { name: '返回商品列表' }).click();
    await openProduct(page, product.nameZh);
    await expectChosen(page, bySearch);
    expect(await fits()).toBe(true);

    // Several products at once: moving them offers the same picker, and applies only a category of the last level.
    await page.getByRole('button', { name: '返回商品列表' }).click();
    await page.getByLabel(`选择 ${product.nameZh}`).check();
    await page.getByRole('combobox', { name: '操作', exact: true }).selectOption({ label: '移动到分类' });
    const apply = page.getByRole('button', { name: '应用', exact: true });
    for (const [index, category] of currentPath.slice(0, 3).entries()) await levelSelect(page, index + 1).selectOption({ label: category.nameZh });
    await expect(apply).toBeDisabled();
    await levelSelect(page, 4).selectOption({ label: currentPath[3]!.nameZh });
    expect(await fits()).toBe(true);
    await apply.click();
    await expect(page.getByText('已完成，共 1 个商品')).toBeVisible();
    await page.getByRole('button', { name: `编辑 ${product.nameZh}` }).click();
    await expectChosen(page, currentPath);
    await page.context().close();
    await retireProduct(request, product.productId);
  },
);
