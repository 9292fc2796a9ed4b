import { pinyin } from 'pinyin-pro';
import { messageIn } from '../messages.ts';

/*
 * The English names of China's divisions, for the address form on English pages. Provinces are named
 * by the message catalogue (`province.<code>`, as the freight estimate and templates name them); a
 * city or district has no English name of its own there, so it is written as China writes its place
 * names for the world: the name in Hanyu Pinyin as one word (an apostrophe where a syllable would run
 * into the one before, as in Xi'an), its kind in English ("浦东新区" → "Pudong New Area").
 */

/** The kinds of division a name ends with, longest first, and how English says them. */
const kinds: readonly (readonly [string, string])[] = [
  ['自治州', 'Autonomous Prefecture'],
  ['自治县', 'Autonomous County'],
  ['自治旗', 'Autonomous Banner'],
  ['管委会', 'Administrative Committee'],
  ['新区', 'New Area'],
  ['新城', 'New Town'],
  ['林区', 'Forestry District'],
  ['矿区', 'Mining District'],
  ['特区', 'Special District'],
  ['地区', 'Prefecture'],
  ['街道', 'Subdistrict'],
  ['园区', 'Park'],
  ['区', 'District'],
  ['县', 'County'],
  ['旗', 'Banner'],
  ['盟', 'League'],
  ['镇', 'Town'],
  ['乡', 'Township'],
  // A city is known by its name alone: 杭州市 is Hangzhou.
  ['市', ''],
];

/** The peoples autonomous divisions are named after, as they are called in English. */
const peoples: Record<string, string> = {
  朝鲜族: 'Korean',
  土家族: 'Tujia',
  苗族: 'Miao',
  藏族: 'Tibetan',
  羌族: 'Qiang',
  彝族: 'Yi',
  布依族: 'Bouyei',
  侗族: 'Dong',
  哈尼族: 'Hani',
  壮族: 'Zhuang',
  傣族: 'Dai',
  白族: 'Bai',
  景颇族: 'Jingpo',
  傈僳族: 'Lisu',
  回族: 'Hui',
  蒙古族: 'Mongol',
  蒙古: 'Mongol',
  柯尔克孜: 'Kirgiz',
  哈萨克族: 'Kazakh',
  哈萨克: 'Kazakh',
  瑶族: 'Yao',
  满族: 'Manchu',
  畲族: 'She',
  黎族: 'Li',
  仡佬族: 'Gelao',
  水族: 'Sui',
  纳西族: 'Naxi',
  拉祜族: 'Lahu',
  佤族: 'Va',
  独龙族: 'Derung',
  怒族: 'Nu',
  普米族: 'Pumi',
  撒拉族: 'Salar',
  土族: 'Tu',
  东乡族: 'Dongxiang',
  保安族: 'Bonan',
  裕固族: 'Yugur',
  毛南族: 'Maonan',
  仫佬族: 'Mulao',
  锡伯: 'Xibe',
  达斡尔族: 'Daur',
  鄂温克族: 'Evenki',
  鄂伦春: 'Oroqen',
  塔吉克: 'Tajik',
  各族: 'Multi-ethnic',
};
const peopleNames = Object.keys(peoples).sort((a, b) => b.length - a.length);

/** Places better known abroad by another name than their pinyin. */
const knownNames: Record<string, string> = {
  香港岛: 'Hong Kong Island',
  九龙: 'Kowloon',
  新界: 'New Territories',
  澳门半岛: 'Macao Peninsula',
  离岛: 'Islands',
  自治区直辖县级行政区划: 'County-level divisions under the region',
  省直辖县级行政区划: 'County-level divisions under the province',
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A place name in pinyin as one word: 杭州 → Hangzhou, 西安 → Xi'an; anything not Chinese stays as it is. */
function pinyinWord(chinese: string): string {
  if (chinese === '') return '';
  const syllables = pinyin(chinese, { toneType: 'none', type: 'array' });
  return capitalised(syllables.map((syllable, index) => (index > 0 && /^[aoe]/.test(syllable) ? `'${syllable}` : syllable)).join(''));
}

/** A city's or district's name in English. */
export function divisionNameEn(chinese: string): string {
  const known = knownNames[chinese];
  if (known) return known;
  const [suffix, kind] = kinds.find(([ending]) => chinese.endsWith(ending) && chinese.length > ending.length) ?? ['', ''];
  let stem = chinese.slice(0, chinese.length - suffix.length);
  const named: string[] = [];
  if (kind.startsWith('Autonomous')) {
    for (let people = peopleNames.find((name) => stem.endsWith(name)); people; people = peopleNames.find((name) => stem.endsWith(name))) {
      named.unshift(peoples[people]!);
      stem = stem.slice(0, stem.length - people.length);
    }
  }
  return [pinyinWord(stem), ...named, kind].filter(Boolean).join(' ');
}

const named = new Map<string, string>();

/** A division's name in English: a province's from the message catalogue, a city's or district's written from its Chinese name. */
export function regionNameEn(code: string, chinese: string): string {
  let name = named.get(code);
  if (name === undefined) {
    name = (code.endsWith('0000') ? messageIn('en', `province.${code}`) : undefined) ?? divisionNameEn(chinese);
    named.set(code, name);
  }
  return name;
}
