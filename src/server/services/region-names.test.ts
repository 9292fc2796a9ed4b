import { areaList } from '@vant/area-data';
import { describe, expect, it } from 'vitest';
import { provinceCodes } from '../../schemas/provinces.ts';
import { messageIn } from '../messages.ts';
import { divisionNameEn, regionNameEn } from './region-names.ts';
import { regionChildren } from './regions.ts';

describe('divisions in English', () => {
  it('names every province as the freight estimate and templates do, from the message catalogue', () => {
    const provinces = regionChildren(undefined, 'en');
    expect(provinces.map((province) => province.code).sort()).toEqual([...provinceCodes].sort());
    for (const province of provinces) expect(province.name).toBe(messageIn('en', `province.${province.code}`));
    expect(provinces).toContainEqual({ code: '310000', name: 'Shanghai' });
  });

  it('writes a city or district in pinyin with its kind in English', () => {
    expect(divisionNameEn('杭州市')).toBe('Hangzhou');
    expect(divisionNameEn('苏州市')).toBe('Suzhou');
    expect(divisionNameEn('吴中区')).toBe('Wuzhong District');
    expect(divisionNameEn('浦东新区')).toBe('Pudong New Area');
    expect(divisionNameEn('西安市')).toBe("Xi'an");
    expect(divisionNameEn('重庆市')).toBe('Chongqing');
    expect(divisionNameEn('长沙县')).toBe('Changsha County');
    expect(divisionNameEn('锡林郭勒盟')).toBe('Xilinguole League');
    expect(divisionNameEn('延边朝鲜族自治州')).toBe('Yanbian Korean Autonomous Prefecture');
    expect(divisionNameEn('恩施土家族苗族自治州')).toBe('Enshi Tujia Miao Autonomous Prefecture');
    expect(divisionNameEn('九龙')).toBe('Kowloon');
    expect(regionChildren('310100', 'en')).toContainEqual({ code: '310115', name: 'Pudong New Area' });
    expect(regionChildren('310100', 'zh')).toContainEqual({ code: '310115', name: '浦东新区' });
  });

  it('leaves no Chinese character and no full-width punctuation in any English name', () => {
    const all = { ...areaList.province_list, ...areaList.city_list, ...areaList.county_list };
    const names = Object.entries(all).map(([code, name]) => regionNameEn(code, name));
    expect(names.filter((name) => /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u.test(name))).toEqual([]);
    expect(names.filter((name) => name.trim() === '' || name !== name.trim())).toEqual([]);
  });
});
