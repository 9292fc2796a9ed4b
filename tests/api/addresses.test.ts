import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '../../src/schemas/address.ts';
import { expectRefusedToOthers, secondUserToken } from '../helpers/second-user.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const pudong = { provinceCode: '310000', cityCode: '310100', districtCode: '310115', detail: '科苑路 88 号', consignee: '张明', mobile: '13800138000' };
const haidian = { provinceCode: '110000', cityCode: '110100', districtCode: '110108', detail: '中关村大街 1 号', consignee: 'Li Wei', mobile: '13900139000' };
const call = (token: string, path: string, body: object) => ctx.post<Address[]>(`/api/portal/address/${path}`, body, { token });
const defaults = (list: Address[]) => list.filter((entry) => entry.isDefault).map((entry) => entry.detail);

describe('administrative divisions', () => {
  it("lists provinces, a province's cities and a city's districts from the data package", async () => {
    const provinces = (await ctx.post<{ code: string; name: string }[]>('/api/portal/region/children', {})).data;
    expect(provinces).toHaveLength(34);
    expect(provinces).toContainEqual({ code: '310000', name: '上海市' });
    const cities = (await ctx.post<{ code: string; name: string }[]>('/api/portal/region/children', { parentCode: '320000' })).data;
    expect(cities).toContainEqual({ code: '320500', name: '苏州市' });
    const districts = (await ctx.post<{ code: string; name: string }[]>('/api/portal/region/children', { parentCode: '310100' })).data;
    expect(districts).toContainEqual({ code: '310115', name: '浦东新区' });
    expect((await ctx.post('/api/portal/region/children', { parentCode: 'abc' })).code).toBe('000002');
  });

  it('names them in English for an English page: provinces as the freight templates do, the rest in pinyin', async () => {
    const children = async (body: object) => (await ctx.post<{ code: string; name: string }[]>('/api/portal/region/children', body, { locale: 'en' })).data;
    expect(await children({})).toContainEqual({ code: '320000', name: 'Jiangsu' });
    expect(await children({ parentCode: '320000' })).toContainEqual({ code: '320500', name: 'Suzhou' });
    expect(await children({ parentCode: '310100' })).toContainEqual({ code: '310115', name: 'Pudong New Area' });
  });
});

describe('delivery addresses', () => {
  it('the first address is the default; names come from the codes; exactly one default at a time', async () => {
    const token = await secondUserToken(ctx);
    const first = await call(token, 'create', pudong);
    expect(first.data).toEqual([expect.objectContaining({ province: '上海市', city: '上海市', district: '浦东新区', isDefault: true })]);
    const second = await call(token, 'create', { ...haidian, isDefault: true });
    expect(defaults(second.data)).toEqual([haidian.detail]);
    expect(second.data[0]!.district).toBe('海淀区');

    const pudongId = second.data.find((entry) => entry.detail === pudong.detail)!.id;
    const switched = await call(token, 'setDefault', { id: pudongId });
    expect(defaults(switched.data)).toEqual([pudong.detail]);
    expect(switched.data[0]!.id).toBe(pudongId);
  });

  it('edits, and deleting the default hands it to the newest one left', async () => {
    const token = await secondUserToken(ctx);
    await call(token, 'create', pudong);
    const both = (await call(token, 'create', haidian)).data;
    const pudongId = both.find((entry) => entry.detail === pudong.detail)!.id;
    const edited = await call(token, 'update', { id: pudongId, ...pudong, detail: '科苑路 99 号', consignee: '王芳' });
    expect(edited.data.find((entry) => entry.id === pudongId)).toMatchObject({ detail: '科苑路 99 号', consignee: '王芳', isDefault: true });
    const left = await call(token, 'delete', { id: pudongId });
    expect(left.data).toEqual([expect.objectContaining({ detail: haidian.detail, isDefault: true })]);
  });

  it('refuses divisions that do not belong together, missing fields and a change with no address chosen, changing nothing', async () => {
    const token = await secondUserToken(ctx);
    const mixed = await call(token, 'create', { ...pudong, districtCode: '110108' });
    expect(mixed.code).toBe('000002');
    const missing = await ctx.post<{ issues: { path: string }[] }>(
      '/api/portal/address/create',
      { ...pudong, detail: ' ', consignee: '', mobile: '123' },
      { token },
    );
    expect(missing.data.issues.map((issue) => issue.path).sort()).toEqual(['consignee', 'detail', 'mobile']);
    const unchosen = await call(token, 'update', pudong);
    expect(unchosen.code).toBe('200005');
    expect((await call(token, 'list', {})).data).toEqual([]);
  });

  it('keeps at most twenty', async () => {
    const token = await secondUserToken(ctx);
    for (let index = 0; index < 20; index++) expect((await call(token, 'create', { ...pudong, detail: `${index} 号` })).code).toBe('000000');
    expect((await call(token, 'create', pudong)).code).toBe('000002');
  });

  it('another customer can neither see nor change them', async () => {
    const token = await secondUserToken(ctx);
    const [mine] = (await call(token, 'create', pudong)).data;
    await expectRefusedToOthers(ctx, '/api/portal/address/update', { id: mine!.id, ...haidian });
    await expectRefusedToOthers(ctx, '/api/portal/address/delete', { id: mine!.id });
    await expectRefusedToOthers(ctx, '/api/portal/address/setDefault', { id: mine!.id });
    expect((await call(token, 'list', {})).data).toEqual([mine]);
    expect((await ctx.post('/api/portal/address/list', {})).code).toBe('000004');
  });
});
