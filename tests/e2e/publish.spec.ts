import { type APIRequestContext, expect, type Page, type Response } from '@playwright/test';
import { formatPrice } from '../../src/schemas/money.ts';
import { gradientPng } from '../helpers/png.ts';
import { adminSection } from './support/operator.ts';
import { test } from './support/test.ts';

/** Runs after the other browser suites (see playwright.config.ts): a publish changes the served build. */
test.describe.configure({ mode: 'serial' });

async function openEditorAsAdmin(page: Page) {
  await page.goto('/admin/content');
  await page.getByLabel('手机号').fill('13900139000');
  await page.getByLabel('密码').fill('Admin1234');
  await page.getByRole('button', { name: '管理员登录' }).click();
}

/** The build a page came from, as its Server-Timing header names it. */
function servedBuild(response: Response | null): string | undefined {
  return response?.headers()['server-timing']?.match(/^build;desc="([^"]+)"$/)?.[1];
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/portal/user/login', {
    data: { phone: '13900139000', password: 'Admin1234' },
  });
  const answer = await response.json();
  expect(answer.code).toBe('000000');
  return answer.data.token;
}

/** The first banner gets a real upload, the second an image that is gone: what the publish makes of each. */
async function bannersWithImages(request: APIRequestContext, headers: Record<string, string>) {
  const uploaded = await request.post('/api/portal/upload', {
    headers,
    multipart: { file: { name: 'spring.png', mimeType: 'image/png', buffer: gradientPng(1600, 500) } },
  });
  const imageUrl: string = (await uploaded.json()).data.url;
  const missingUrl = `/api/uploads/202001/${'0'.repeat(32)}.png`;
  const banners: { id: number }[] = (await (await request.post('/api/admin/content/banner/list', { headers, data: {} })).json()).data;
  const [first, second] = banners;
  for (const [banner, url] of [
    [first, imageUrl],
    [second, missingUrl],
  ] as const) {
    const saved = await request.post('/api/admin/content/banner/update', { headers, data: { id: banner!.id, imageUrl: url, active: true } });
    expect((await saved.json()).code).toBe('000000');
  }
  return { missingUrl };
}

/** An uploaded banner is published as AVIF and WebP candidates, a missing one as it was. */
async function expectBannerCandidates(page: Page, request: APIRequestContext, missingUrl: string) {
  await page.goto('/en/');
  const slides = page.locator('.banner-carousel li');
  const avif = slides.first().locator('picture source[type="image/avif"]');
  const webp = slides.first().locator('picture source[type="image/webp"]');
  await expect(avif).toHaveAttribute('sizes', /1120px/);
  const image = slides.first().locator('picture img');
  await expect(image).toHaveAttribute('width', '1600');
  await expect(image).toHaveAttribute('height', '500');
  await expect(image).toHaveAttribute('loading', 'eager');
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);

  for (const [source, type] of [
    [avif, 'image/avif'],
    [webp, 'image/webp'],
  ] as const) {
    const candidates = (await source.getAttribute('srcset'))!.split(', ').map((candidate) => candidate.split(' ')[0]!);
    expect(candidates.length).toBeGreaterThan(2);
    for (const candidate of candidates) {
      const served = await request.get(candidate);
      expect(served.status(), candidate).toBe(200);
      expect(served.headers()['content-type']).toBe(type);
    }
  }

  const fallback = slides.nth(1).locator('img');
  await expect(fallback).toHaveAttribute('src', missingUrl);
  await expect(fallback).toHaveAttribute('width', '1600');
  await expect(fallback).toHaveAttribute('loading', 'lazy');
  await expect(slides.nth(1).locator('picture')).toHaveCount(0);
}

test('an edit and publish switches the site over with zero failed requests, uploaded banners as AVIF and WebP', async ({ page, request }) => {
  const token = await adminToken(request);
  const headers = { accessToken: token };
  const list = await (await request.post('/api/portal/content/article/getList', { data: { pageSize: 1 } })).json();
  const article = list.data.items[0];
  const marker = `发布测试 ${Date.now()}`;

  const oldBuild = servedBuild(await page.goto(`/consult/${article.id}`));
  await expect(page.getByText(marker)).toHaveCount(0);

  const saved = await request.post('/api/admin/content/article/update', { headers, data: { id: article.id, contentZh: `<p>${marker}</p>` } });
  expect((await saved.json()).code).toBe('000000');
  const banners = await bannersWithImages(request, headers);

  const started = await (await request.post('/api/admin/publish', { headers, data: {} })).json();
  expect(started.code).toBe('000000');
  const joined = await (await request.post('/api/admin/publish', { headers, data: {} })).json();
  expect(joined.data.id).toBe(started.data.id);

  // Request loop across the whole build and switch-over: pages, the build id, assets and the API.
  const paths = ['/', `/consult/${article.id}`, '/en/help/privacy', '/build-id.json', '/api/health', '/favicon.svg'];
  let requests = 0;
  let failures = 0;
  let job = started.data;
  const seenStages = new Set<string>();
  while (job.state === 'running') {
    const answers = await Promise.all(paths.map((path) => request.get(path)));
    requests += answers.length;
    failures += answers.filter((answer) => answer.status() !== 200).length;
    job = (await (await request.get(`/api/admin/publish/${started.data.id}`, { headers })).json()).data;
    seenStages.add(job.stage);
  }
  expect(job.state, job.error ?? '').toBe('succeeded');
  // The article is on no product page: those are reused from the build being served.
  expect(job.pagesReused).toBeGreaterThan(0);
  expect(job.pagesBuilt + job.pagesReused).toBeGreaterThan(600);
  expect(requests).toBeGreaterThan(50);
  expect(failures).toBe(0);
  expect(seenStages.has('pages') || seenStages.has('building')).toBe(true);

  // The open page learns of the new build when it becomes visible again.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.locator('html')).toHaveAttribute('data-new-build', job.buildId);
  expect(job.buildId).not.toBe(oldBuild);

  expect(servedBuild(await page.reload())).toBe(job.buildId);
  await expect(page.getByText(marker)).toBeVisible();
  await expectBannerCandidates(page, request, banners.missingUrl);
});

test('publishing needs an admin', async ({ request }) => {
  const anonymous = await (await request.post('/api/admin/publish', { data: {} })).json();
  expect(anonymous.code).toBe('000004');
});

test('an editor logs in, edits an article and adds a banner moved first, publishes once with a progress bar, and the pages show both', async ({
  page,
  request,
}) => {
  await page.goto('/admin/content');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByLabel('手机号').fill('13800138000');
  await page.getByLabel('密码').fill('Demo1234');
  await page.getByRole('button', { name: '管理员登录' }).click();
  await expect(page.getByText('该账号不是管理员').first()).toBeVisible();

  await page.getByLabel('手机号').fill('13900139000');
  await page.getByLabel('密码').fill('Admin1234');
  await page.getByRole('button', { name: '管理员登录' }).click();
  await page.getByRole('tab', { name: '资讯文章' }).click();

  const title = page.getByLabel('中文标题');
  await expect(title).not.toHaveValue('');
  await title.fill(' ');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('此项为必填项')).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');

  const list = await (await request.post('/api/portal/content/article/getList', { data: { pageSize: 1 } })).json();
  const article = list.data.items[0];
  await title.fill(article.title);
  const marker = `编辑器发布 ${Date.now()}`;
  await page.getByRole('textbox', { name: '中文正文' }).fill(marker);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();

  // A banner of its own, moved first, goes out with the article in one publish.
  await page.getByRole('tab', { name: '首页横幅' }).click();

  await page.getByRole('button', { name: '新增横幅' }).click();

  const bannerTitle = `Spring colours ${Date.now()}`;
  await page.getByLabel('英文标题').fill(bannerTitle);
  await page.getByLabel('链接地址').fill('javascript:alert(1)');
  await page.getByLabel('在首页显示').check();
  const chooser = page.getByLabel('上传图片（JPG/PNG）');
  await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('只能上传 JPG 和 PNG 格式的图片')).toBeVisible();
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  await chooser.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByLabel('图片地址')).toHaveValue(/^\/api\/uploads\/\d{6}\/[0-9a-f]{32}\.png$/);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入以 / 或 https:// 开头的地址')).toBeVisible();
  await page.getByLabel('链接地址').fill('/brand');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();

  for (let step = 0; step < 4; step++) {
    const up = page.getByRole('button', { name: '上移新横幅' });
    if (await up.isDisabled()) break;
    await up.click();
  }
  await expect(page.getByRole('button', { name: '上移新横幅' })).toBeDisabled();

  await page.getByRole('button', { name: '立即发布' }).click();
  // Progress from the first second: the stage, the seconds taken and the pages the build will render.
  await expect(page.getByRole('progressbar', { name: '发布进度' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /进行中 · .+ · 已用 \d+ 秒/ })).toBeVisible();
  await expect(page.getByText(/(约|共) \d+ 个页面 · 已生成 \d+ 个页面/)).toBeVisible();
  await expect(page.getByText(/发布成功/)).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('progressbar', { name: '发布进度' })).toHaveAttribute('value', '100');
  await expect(page.getByText(/共 \d+ 个页面 · 已生成 \d+ 个页面/)).toBeVisible();

  await page.goto(`/consult/${article.id}`);
  await expect(page.getByText(marker)).toBeVisible();
  await page.goto('/en/');
  const firstSlide = page.locator('.banner-carousel li').first();
  await expect(firstSlide).toContainText(bannerTitle);
  await expect(firstSlide.getByRole('link')).toHaveAttribute('href', '/en/brand');
});

test('an editor adds a news column and deletes it, and cannot delete one with articles', async ({ page }) => {
  await openEditorAsAdmin(page);
  await page.getByRole('tab', { name: '资讯栏目' }).click();
  await page.getByRole('button', { name: '新增栏目' }).click();
  await expect(page.getByText('此项为必填项').first()).toBeVisible();

  await page.getByLabel('上级栏目').selectOption({ label: '行业资讯' });
  await page.getByLabel('中文名称').fill('政策法规');
  await page.getByLabel('英文名称').fill('Regulations');
  await page.getByRole('button', { name: '新增栏目' }).click();
  const row = page.getByRole('listitem').filter({ hasText: '政策法规' });
  await expect(row).toBeVisible();

  page.once('dialog', (dialog) => dialog.accept());
  await row.getByRole('button', { name: '删除' }).click();
  await expect(row).toHaveCount(0);

  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('listitem').filter({ hasText: '市场行情' }).getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '数据已被修改' })).toBeVisible();
});

test('the operator makes a brand, a category and a product with a spec and an image, adjusts its stock with a reason, publishes, and the zh and en pages show them; a brand rename waits for a publish; a brand with products stays', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.goto('/admin');
  await page.getByLabel('手机号').fill('13900139000');
  await page.getByLabel('密码').fill('Admin1234');
  await page.getByRole('button', { name: '管理员登录' }).click();
  await adminSection(page, '商品目录').click();
  const code = `E2E-${Date.now().toString(36)}`;
  const nameEn = `Catalogue journey blue ${code}`;

  // A brand and a fourth-level category of the product's own, each in its screen.
  const brand = { zh: `旅程颜料${code}`, en: `Journey Pigments ${code}` };
  await page.getByRole('button', { name: '品牌', exact: true }).click();
  await page.getByRole('button', { name: '新建品牌' }).click();
  const brandForm = page.getByRole('form', { name: '新建品牌' });
  await brandForm.getByRole('button', { name: '保存' }).click();
  await expect(brandForm.getByLabel('中文名称')).toHaveAccessibleDescription('此项为必填项');
  for (const [label, value] of [
    ['中文名称', brand.zh],
    ['英文名称', brand.en],
    ['国家（中文）', '德国'],
    ['国家（英文）', 'Germany'],
    ['标志图片地址', '/images/brands/basf.svg'],
    ['品牌介绍（中文）', '旅程测试品牌'],
    ['品牌介绍（英文）', 'A brand for the journey'],
  ] as const) {
    await brandForm.getByLabel(label, { exact: true }).fill(value);
  }
  await brandForm.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: brand.zh })).toContainText('0 个商品');

  const category = { zh: `旅程分类${code}`, en: `Journey category ${code}` };
  await page.getByRole('button', { name: '分类', exact: true }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: '第 3 级' })
    .first()
    .getByRole('button', { name: /^在 .+ 下添加子分类$/ })
    .click();
  const categoryForm = page.getByRole('form', { name: '添加子分类' });
  await categoryForm.getByLabel('中文名称').fill(category.zh);
  await categoryForm.getByLabel('英文名称').fill(category.en);
  await categoryForm.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: category.zh })).toContainText('第 4 级 · 0 个商品');

  await page.getByRole('button', { name: '商品', exact: true }).click();
  await page.getByRole('button', { name: '新建商品' }).click();
  await page.getByLabel('商品编号').fill(code);
  await page.getByLabel('中文名称', { exact: true }).fill(`目录测试蓝 ${code}`);
  await page.getByLabel('英文名称', { exact: true }).fill(nameEn);
  await page.getByRole('button', { name: '创建商品' }).click();
  await expect(page.getByLabel('化学组成（中文）')).toHaveAccessibleDescription('此项为必填项');
  await page.getByLabel('色料索引名（如 PB 15:3）').fill('PB 15:3');
  await page.getByLabel('化学组成（中文）').fill('铜酞菁');
  await page.getByLabel('化学组成（英文）').fill('Copper phthalocyanine');
  await page.getByLabel('产地（中文）').fill('中国');
  await page.getByLabel('产地（英文）').fill('China');
  await page.getByLabel('本色色值（如 #0F4C81）').fill('#0F4C81');
  await page.getByLabel('品牌', { exact: true }).selectOption({ label: brand.zh });
  await page.getByLabel('搜索分类（中文或英文名称的一部分）').fill(category.zh);
  await page.getByRole('list', { name: '匹配的分类' }).getByRole('button').filter({ hasText: category.zh }).click();
  await expect(page.getByLabel('第 4 级分类', { exact: true }).locator('option:checked')).toHaveText(category.zh);
  await page.getByLabel('涂料', { exact: true }).check();
  await page.getByLabel('规格说明（中文）').fill('25 公斤/袋');
  await page.getByLabel('规格说明（英文）').fill('25 kg bag');
  await page.getByRole('textbox', { name: '商品介绍（中文）' }).fill('高着色力');
  await page.getByRole('textbox', { name: '商品介绍（英文）' }).fill('Strong tint');
  await page.getByRole('button', { name: '创建商品' }).click();
  await expect(page.getByRole('heading', { name: /目录测试蓝/ })).toContainText('未上架');
  // The saved product edits like a new one: only its own fields go back to the server.
  await page.getByLabel('包邮商品（不计入订单运费重量）').check();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('已保存，发布后在网站生效')).toBeVisible();
  await expect(page.getByLabel('包邮商品（不计入订单运费重量）')).toBeChecked();

  await page.getByLabel('规格名称（中文）').fill('25 公斤/袋');
  await page.getByLabel('规格名称（英文）').fill('25 kg bag');
  await page.getByLabel('净重（克）').fill('25000');
  await page.getByLabel('单价（元/件）').fill('2500.5');
  await page.getByLabel('公斤价（元/公斤）').fill('100.02');
  await page.getByRole('button', { name: '添加规格' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: '¥2,500.50' })).toContainText('库存 0 件');

  await page.getByRole('button', { name: '调整 25 公斤/袋 的库存' }).click();
  const dialog = page.getByRole('dialog', { name: '调整库存：25 公斤/袋' });
  await dialog.getByLabel('调整数量（正数入库，负数出库）').fill('-3');
  await dialog.getByRole('button', { name: '确认调整' }).click();
  await expect(dialog.getByLabel('调整数量（正数入库，负数出库）')).toHaveAccessibleDescription(/库存不足/);
  await dialog.getByLabel('调整数量（正数入库，负数出库）').fill('12');
  await dialog.getByLabel('调整原因').selectOption({ label: '采购入库' });
  await dialog.getByRole('button', { name: '确认调整' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: '¥2,500.50' })).toContainText('库存 12 件');
  await page.getByRole('button', { name: '25 公斤/袋 的库存流水' }).click();
  await expect(page.getByRole('row').filter({ hasText: '+12' })).toContainText(/采购入库.*13900139000/);

  await page.getByLabel('上传图片（JPG/PNG）').setInputFiles({ name: 'journey-blue.png', mimeType: 'image/png', buffer: gradientPng(800, 600) });
  await expect(page.getByRole('img', { name: '第 1 张图片' })).toBeVisible();
  await expect(page.getByRole('region', { name: '商品图片' })).toContainText('主图');

  await page.getByRole('button', { name: '上架' }).click();
  await expect(page.getByRole('heading', { name: /目录测试蓝/ })).toContainText('已上架');
  await page.getByRole('button', { name: '返回商品列表' }).click();
  const unpublished = page.getByRole('status').filter({ hasText: '有未发布的修改' });
  await expect(unpublished).toBeVisible();
  await page.getByRole('button', { name: '立即发布' }).click();
  await expect(page.getByText(/发布成功/)).toBeVisible({ timeout: 240_000 });
  // The notice goes with the publish, the list not reloaded.
  await expect(unpublished).toHaveCount(0);
  await page.getByRole('button', { name: '搜索商品' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: code })).toContainText('库存 12');

  const found = await (await request.post('/api/portal/product/getList', { data: { keyword: code } })).json();
  const id = found.data.items[0].id;
  const pages = [
    [`/productDetails/${id}`, `目录测试蓝 ${code}`, '库存 12', brand.zh, category.zh],
    [`/en/productDetails/${id}`, nameEn, '12 in stock', brand.en, category.en],
  ] as const;
  for (const [path, name, stock, brandName, categoryName] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByText(stock)).toBeVisible();
    await expect(page.getByRole('link', { name: brandName, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: categoryName, exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name, exact: true })).toHaveJSProperty('complete', true);
    expect(await page.getByRole('img', { name, exact: true }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }

  // A brand's name is on its products' pages: renaming it waits for a publish. With products, it cannot go.
  await page.goto('/admin');
  await adminSection(page, '商品目录').click();
  await page.getByRole('button', { name: '品牌', exact: true }).click();
  const brandRow = page.getByRole('listitem').filter({ hasText: brand.zh });
  await expect(brandRow).toContainText('1 个商品');
  await brandRow.getByRole('button', { name: `编辑 ${brand.zh}` }).click();
  await page
    .getByRole('form', { name: `编辑 ${brand.zh}` })
    .getByLabel('英文名称')
    .fill(`${brand.en} Renamed`);
  await page
    .getByRole('form', { name: `编辑 ${brand.zh}` })
    .getByRole('button', { name: '保存' })
    .click();
  await expect(brandRow).toContainText(`${brand.en} Renamed`);
  page.once('dialog', (dialog) => dialog.accept());
  await brandRow.getByRole('button', { name: `删除 ${brand.zh}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: '该品牌下还有商品，不能删除' })).toBeVisible();
  await expect(brandRow).toBeVisible();
  await page.getByRole('button', { name: '商品', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '有未发布的修改' })).toBeVisible();
});

test('the operator chooses products in the list, previews and applies a price rise, retires one, and after a publish its pages say it is no longer sold', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // Seeded products sharing a Colour Index name: a search for it lists a few, on one page.
  const headers = { accessToken: await adminToken(request) };
  const cards = (await (await request.post('/api/portal/product/getList', { data: {} })).json()).data.items as { ciName: string | null }[];
  const names = [...new Set(cards.flatMap((card) => (card.ciName ? [card.ciName] : [])))];
  let ciName = '';
  let listed: { total: number; items: { id: number; nameZh: string }[] } = { total: 0, items: [] };
  for (const name of names) {
    listed = (await (await request.post('/api/admin/catalog/product/list', { headers, data: { keyword: name } })).json()).data;
    ciName = name;
    if (listed.total >= 2 && listed.total <= 20) break;
  }
  expect(listed.total).toBeGreaterThanOrEqual(2);
  expect(listed.total).toBeLessThanOrEqual(20);
  const ids = (listed.items as { id: number }[]).map((item) => item.id);
  const packsBefore = (await (await request.post('/api/portal/product/getLive', { data: { ids } })).json()).data as {
    skus: { id: number; priceFen: number }[];
  }[];
  const priceBefore = new Map(packsBefore.flatMap((product) => product.skus.map((sku) => [sku.id, sku.priceFen] as const)));

  await page.goto('/admin');
  await page.getByLabel('手机号').fill('13900139000');
  await page.getByLabel('密码').fill('Admin1234');
  await page.getByRole('button', { name: '管理员登录' }).click();
  await adminSection(page, '商品目录').click();
  await page.getByLabel('搜索编号、名称或色号').fill(ciName);
  await page.getByRole('button', { name: '搜索商品' }).click();
  await expect(page.getByText(`共 ${listed.total} 个商品`)).toBeVisible();
  await page.getByLabel('全选本页').check();
  const bulk = page.getByRole('region', { name: '批量操作' });
  await expect(bulk).toContainText(`已选 ${listed.total} 个商品`);
  await bulk.getByLabel('操作').selectOption({ label: '按百分比调价' });
  await expect(bulk.getByRole('button', { name: '应用' })).toBeDisabled();
  await bulk.getByLabel('调价百分比（如 5 或 -10）').fill('5.5');
  await bulk.getByRole('button', { name: '预览调价' }).click();
  const preview = bulk.getByRole('table', { name: '调价预览：每个规格的原价和新价' });
  const [firstSku, firstPrice] = [...priceBefore][0]!;
  const risen = Math.floor((firstPrice * 10_550 + 5_000) / 10_000);
  await expect(preview).toContainText(`${formatPrice(firstPrice)} → ${formatPrice(risen)}`);
  await bulk.getByRole('button', { name: '应用' }).click();
  await expect(page.getByText(`已完成，共 ${listed.total} 个商品`)).toBeVisible();
  const packsAfter = (await (await request.post('/api/portal/product/getLive', { data: { ids } })).json()).data as {
    skus: { id: number; priceFen: number }[];
  }[];
  expect(packsAfter.flatMap((product) => product.skus).find((sku) => sku.id === firstSku)?.priceFen).toBe(risen);

  // Retire the first from its editor: the shop stops selling it at once, its page says so after a publish.
  const retired = listed.items[0]!;
  await page.getByRole('button', { name: `编辑 ${retired.nameZh}` }).click();
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: '停售', exact: true }).click();
  await expect(page.getByRole('heading', { name: retired.nameZh })).toContainText('已停售');
  await page.goto(`/productDetails/${retired.id}`);
  await expect(page.getByRole('status').filter({ hasText: '已停售' })).toBeVisible();
  await expect(page.getByRole('button', { name: '加入购物车' })).toHaveCount(0);

  const { id } = (await (await request.post('/api/admin/publish', { headers, data: {} })).json()).data;
  const jobState = async () => (await (await request.get(`/api/admin/publish/${id}`, { headers })).json()).data.state;
  await expect.poll(jobState, { timeout: 240_000 }).not.toBe('running');
  expect(await jobState()).toBe('succeeded');
  for (const [path, notice, similar] of [
    [`/productDetails/${retired.id}`, '已停售', '相似商品'],
    [`/en/productDetails/${retired.id}`, 'No longer sold', 'Similar products'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
    await expect(page.getByRole('region', { name: similar }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /加入购物车|Add to cart/ })).toHaveCount(0);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(`/productDetails/${retired.id}<`);
  expect(sitemap).toContain(`/productDetails/${ids[1]}<`);
});
