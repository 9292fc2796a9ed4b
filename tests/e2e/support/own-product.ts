import { type APIRequestContext, expect } from '@playwright/test';
import { perKgOfPackFen } from '../../../src/schemas/negotiations.ts';
import { newProductBody } from '../../helpers/product-body.ts';

/*
 * A product of a test's own, made and retired through the back office's API: retiring one of the seeded
 * products would take it from under the tests running beside it.
 */

export async function adminCall<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const login = await (await request.post('/api/portal/user/login', { data: { phone: '13900139000', password: 'Admin1234' } })).json();
  const answer = await (await request.post(`/api/admin/catalog/${path}`, { data, headers: { accessToken: login.data.token } })).json();
  expect(answer.code, answer.message).toBe('000000');
  return answer.data as T;
}

let serial = 0;

/** A published product with one 25 kg pack (¥2,500.00 unless `priceFen` says otherwise), 50 in stock, in the first seeded product's brand and category. */
export async function ownProduct(request: APIRequestContext, nameZh: string, nameEn: string, priceFen = 250_000) {
  const list = await (await request.post('/api/portal/product/getList', { data: {} })).json();
  const model = await adminCall<{ brandId: number; categoryId: number }>(request, 'product/get', { id: list.data.items[0].id });
  const n = `${Date.now().toString(36)}${serial++}`;
  const product = await adminCall<{ id: number }>(
    request,
    'product/create',
    newProductBody({ code: `E2E-${n}`, nameZh: `${nameZh} ${n}`, nameEn: `${nameEn} ${n}`, brandId: model.brandId, categoryId: model.categoryId }),
  );
  const pack = await adminCall<{ id: number }>(request, 'spec/create', {
    productId: product.id,
    labelZh: '25 公斤',
    labelEn: '25 kg',
    netWeightGrams: 25_000,
    priceFen,
    pricePerKgFen: perKgOfPackFen(priceFen, 25_000),
  });
  await adminCall(request, 'stock/adjust', { skuId: pack.id, delta: 50, reason: 'received', note: '' });
  await adminCall(request, 'product/publish', { id: product.id, published: true });
  return { productId: product.id, skuId: pack.id, nameZh: `${nameZh} ${n}`, nameEn: `${nameEn} ${n}` };
}

export const retireProduct = (request: APIRequestContext, productId: number) => adminCall(request, 'product/retire', { id: productId, retired: true });
