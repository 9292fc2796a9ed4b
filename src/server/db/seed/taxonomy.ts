import type { ApplicationCode } from '../../../schemas/applications.ts';
import type { LocalizedText } from '../../../schemas/common.ts';
import type { productKind } from '../schema.ts';

/** The vocabulary of the four-level category tree: kind → colour family → chemistry group → grade. */

export type ProductKind = (typeof productKind.enumValues)[number];
export type Range = readonly [number, number];

export const kinds: Record<ProductKind, LocalizedText> = {
  inorganic: { zh: '无机颜料', en: 'Inorganic pigments' },
  organic: { zh: '有机颜料', en: 'Organic pigments' },
  dye: { zh: '染料', en: 'Dyes' },
  paste: { zh: '色浆', en: 'Colour pastes' },
};
export const kindOrder = ['inorganic', 'organic', 'dye', 'paste'] as const satisfies readonly ProductKind[];

export const colourFamilies = {
  white: { zh: '白色', en: 'White' },
  black: { zh: '黑色', en: 'Black' },
  red: { zh: '红色', en: 'Red' },
  yellow: { zh: '黄色', en: 'Yellow' },
  orange: { zh: '橙色', en: 'Orange' },
  blue: { zh: '蓝色', en: 'Blue' },
  green: { zh: '绿色', en: 'Green' },
  violet: { zh: '紫色', en: 'Violet' },
  brown: { zh: '棕色', en: 'Brown' },
  effect: { zh: '金属/特效', en: 'Metallic & effect' },
} satisfies Record<string, LocalizedText>;
export type ColourFamily = keyof typeof colourFamilies;

/** How a product is packed, which decides its packing specifications (SKUs). */
export type PackingStyle = 'bulk-powder' | 'powder' | 'drum' | 'dye' | 'paste';

/** Typical values a chemistry group's grades fall within (the seed draws each product's values from them). */
export type Performance = {
  priceYuanPerKg: Range;
  heatC: Range;
  light: Range;
  weather: Range;
  oilAbsorption: Range;
  density: Range;
};

export type ChemistryGroup = {
  zh: string;
  en: string;
  kind: 'inorganic' | 'organic' | 'dye';
  packing: PackingStyle;
  /** Inorganic pigments: the main-content line of the parameter table. */
  assay?: { zh: string; en: string; percent: Range };
  performance?: Performance;
};

const perf = (priceYuanPerKg: Range, heatC: Range, light: Range, weather: Range, oilAbsorption: Range, density: Range): Performance => ({
  priceYuanPerKg,
  heatC,
  light,
  weather,
  oilAbsorption,
  density,
});

export const chemistryGroups = {
  'titanium-dioxide': {
    zh: '钛白',
    en: 'Titanium dioxide',
    kind: 'inorganic',
    packing: 'bulk-powder',
    assay: { zh: 'TiO₂ 含量', en: 'TiO₂ content', percent: [92, 98.5] },
    performance: perf([16, 28], [300, 300], [8, 8], [4, 5], [16, 24], [3.9, 4.2]),
  },
  'zinc-oxide': {
    zh: '氧化锌',
    en: 'Zinc oxide',
    kind: 'inorganic',
    packing: 'bulk-powder',
    assay: { zh: 'ZnO 含量', en: 'ZnO content', percent: [99, 99.7] },
    performance: perf([18, 26], [300, 300], [7, 8], [3, 4], [12, 20], [5.5, 5.7]),
  },
  lithopone: {
    zh: '立德粉',
    en: 'Lithopone',
    kind: 'inorganic',
    packing: 'bulk-powder',
    assay: { zh: 'ZnS 含量', en: 'ZnS content', percent: [28, 30] },
    performance: perf([5, 9], [300, 300], [6, 7], [2, 3], [10, 16], [4.2, 4.3]),
  },
  'carbon-black': {
    zh: '炭黑',
    en: 'Carbon black',
    kind: 'inorganic',
    packing: 'powder',
    performance: perf([15, 40], [300, 300], [8, 8], [5, 5], [120, 360], [1.7, 1.9]),
  },
  'iron-oxide': {
    zh: '氧化铁',
    en: 'Iron oxide',
    kind: 'inorganic',
    packing: 'bulk-powder',
    assay: { zh: '铁含量（以 Fe₂O₃ 计）', en: 'Iron content (as Fe₂O₃)', percent: [86, 96] },
    performance: perf([7, 15], [500, 800], [8, 8], [4, 5], [15, 35], [4.5, 5.1]),
  },
  ultramarine: {
    zh: '群青',
    en: 'Ultramarine',
    kind: 'inorganic',
    packing: 'powder',
    performance: perf([12, 22], [250, 350], [7, 8], [2, 3], [25, 40], [2.3, 2.4]),
  },
  'iron-blue': {
    zh: '铁蓝',
    en: 'Iron blue',
    kind: 'inorganic',
    packing: 'powder',
    performance: perf([25, 40], [150, 180], [7, 8], [3, 4], [40, 55], [1.8, 1.9]),
  },
  'complex-inorganic': {
    zh: '复合无机',
    en: 'Complex inorganic',
    kind: 'inorganic',
    packing: 'powder',
    performance: perf([60, 95], [800, 1000], [8, 8], [5, 5], [12, 22], [4.3, 5.2]),
  },
  'chromium-oxide': {
    zh: '氧化铬',
    en: 'Chromium oxide',
    kind: 'inorganic',
    packing: 'powder',
    assay: { zh: 'Cr₂O₃ 含量', en: 'Cr₂O₃ content', percent: [98.5, 99.5] },
    performance: perf([25, 40], [1000, 1000], [8, 8], [5, 5], [10, 20], [5.1, 5.3]),
  },
  'bismuth-vanadate': {
    zh: '钒酸铋',
    en: 'Bismuth vanadate',
    kind: 'inorganic',
    packing: 'powder',
    performance: perf([150, 260], [200, 280], [7, 8], [4, 5], [15, 30], [5.6, 6]),
  },
  aluminium: {
    zh: '铝颜料',
    en: 'Aluminium pigments',
    kind: 'inorganic',
    packing: 'drum',
    performance: perf([45, 90], [300, 300], [8, 8], [4, 5], [0, 0], [1.4, 1.6]),
  },
  pearlescent: {
    zh: '珠光颜料',
    en: 'Pearlescent pigments',
    kind: 'inorganic',
    packing: 'powder',
    performance: perf([40, 120], [700, 800], [8, 8], [3, 5], [50, 90], [2.9, 3.2]),
  },
  phthalocyanine: {
    zh: '酞菁',
    en: 'Phthalocyanine',
    kind: 'organic',
    packing: 'powder',
    performance: perf([55, 110], [250, 300], [7, 8], [4, 5], [35, 55], [1.5, 1.8]),
  },
  quinacridone: {
    zh: '喹吖啶酮',
    en: 'Quinacridone',
    kind: 'organic',
    packing: 'powder',
    performance: perf([300, 600], [280, 300], [7, 8], [4, 5], [40, 60], [1.4, 1.5]),
  },
  dpp: {
    zh: 'DPP（吡咯并吡咯二酮）',
    en: 'DPP (diketopyrrolopyrrole)',
    kind: 'organic',
    packing: 'powder',
    performance: perf([340, 520], [280, 300], [8, 8], [4, 5], [40, 55], [1.5, 1.6]),
  },
  dioxazine: {
    zh: '二噁嗪',
    en: 'Dioxazine',
    kind: 'organic',
    packing: 'powder',
    performance: perf([300, 500], [250, 280], [7, 8], [4, 5], [45, 65], [1.4, 1.5]),
  },
  diarylide: {
    zh: '双偶氮',
    en: 'Disazo (diarylide)',
    kind: 'organic',
    packing: 'powder',
    performance: perf([60, 120], [180, 200], [5, 7], [2, 3], [35, 60], [1.3, 1.5]),
  },
  monoazo: {
    zh: '单偶氮',
    en: 'Monoazo',
    kind: 'organic',
    packing: 'powder',
    performance: perf([60, 110], [140, 160], [6, 7], [3, 4], [30, 50], [1.3, 1.5]),
  },
  'azo-lake': {
    zh: '偶氮色淀',
    en: 'Azo lakes',
    kind: 'organic',
    packing: 'powder',
    performance: perf([35, 60], [180, 240], [4, 6], [1, 2], [40, 60], [1.4, 1.7]),
  },
  naphthol: {
    zh: '萘酚 AS',
    en: 'Naphthol AS',
    kind: 'organic',
    packing: 'powder',
    performance: perf([80, 140], [200, 240], [6, 7], [3, 4], [35, 55], [1.4, 1.5]),
  },
  benzimidazolone: {
    zh: '苯并咪唑酮',
    en: 'Benzimidazolone',
    kind: 'organic',
    packing: 'powder',
    performance: perf([140, 260], [220, 280], [7, 8], [4, 5], [40, 60], [1.4, 1.6]),
  },
  heterocyclic: {
    zh: '杂环（喹酞酮/异吲哚啉）',
    en: 'Heterocyclic (quinophthalone/isoindoline)',
    kind: 'organic',
    packing: 'powder',
    performance: perf([200, 380], [250, 290], [7, 8], [4, 5], [35, 55], [1.5, 1.7]),
  },
  'metal-complex': {
    zh: '金属络合',
    en: 'Metal complex',
    kind: 'organic',
    packing: 'powder',
    performance: perf([180, 300], [250, 280], [7, 8], [4, 5], [50, 70], [1.6, 1.8]),
  },
  'solvent-dye': { zh: '溶剂染料', en: 'Solvent dyes', kind: 'dye', packing: 'dye' },
  'disperse-dye': { zh: '分散染料', en: 'Disperse dyes', kind: 'dye', packing: 'dye' },
} as const satisfies Record<string, ChemistryGroup>;
export type GroupKey = keyof typeof chemistryGroups;

export const pasteBases = ['waterborne', 'solventborne', 'universal'] as const;
export type PasteBase = (typeof pasteBases)[number];
export type GradeKey = ApplicationCode | PasteBase;

export type Grade = {
  /** Level-4 category name. */
  category: LocalizedText;
  /** Suffix in product names, e.g. 涂料级 / coatings grade. */
  label: LocalizedText;
  /** One letter in the product code. */
  letter: string;
  /** A sentence for the product introduction. */
  note: LocalizedText;
};

export const grades: Record<GradeKey, Grade> = {
  coatings: {
    category: { zh: '涂料级', en: 'Coatings grade' },
    label: { zh: '涂料级', en: 'coatings grade' },
    letter: 'C',
    note: {
      zh: '分散性好，适用于溶剂型与水性工业涂料、建筑涂料。',
      en: 'It disperses well in solvent-borne and waterborne industrial and architectural coatings.',
    },
  },
  automotive: {
    category: { zh: '汽车涂料级', en: 'Automotive grade' },
    label: { zh: '汽车涂料级', en: 'automotive grade' },
    letter: 'A',
    note: {
      zh: '按汽车原厂漆与修补漆对耐候性、鲜艳度的要求筛选。',
      en: 'It is selected for the weather fastness and chroma that OEM and refinish automotive coatings need.',
    },
  },
  plastics: {
    category: { zh: '塑料级', en: 'Plastics grade' },
    label: { zh: '塑料级', en: 'plastics grade' },
    letter: 'P',
    note: {
      zh: '耐热性与耐迁移性满足聚烯烃、PVC 等塑料及色母粒加工。',
      en: 'Its heat stability and migration resistance suit polyolefins, PVC and masterbatch processing.',
    },
  },
  inks: {
    category: { zh: '油墨级', en: 'Ink grade' },
    label: { zh: '油墨级', en: 'ink grade' },
    letter: 'I',
    note: {
      zh: '着色力高、易分散，适用于胶印、凹印与柔印油墨。',
      en: 'High tinting strength and easy dispersion suit offset, gravure and flexographic inks.',
    },
  },
  paper: {
    category: { zh: '造纸级', en: 'Paper grade' },
    label: { zh: '造纸级', en: 'paper grade' },
    letter: 'Z',
    note: { zh: '适用于纸张浆内着色与表面涂布。', en: 'It suits pulp colouring and paper coating.' },
  },
  rubber: {
    category: { zh: '橡胶级', en: 'Rubber grade' },
    label: { zh: '橡胶级', en: 'rubber grade' },
    letter: 'R',
    note: {
      zh: '适用于橡胶制品着色，对硫化体系影响小。',
      en: 'It colours rubber goods with little effect on the vulcanisation system.',
    },
  },
  ceramics: {
    category: { zh: '陶瓷级', en: 'Ceramics grade' },
    label: { zh: '陶瓷级', en: 'ceramics grade' },
    letter: 'K',
    note: { zh: '高温稳定，适用于陶瓷釉料与坯体着色。', en: 'It stays stable at firing temperatures in glazes and ceramic bodies.' },
  },
  fibres: {
    category: { zh: '化纤级', en: 'Fibre grade' },
    label: { zh: '化纤级', en: 'fibre grade' },
    letter: 'F',
    note: { zh: '粒径分布窄，适用于化纤原液着色。', en: 'Its narrow particle size distribution suits spin dyeing of synthetic fibres.' },
  },
  textiles: {
    category: { zh: '纺织印染级', en: 'Textile grade' },
    label: { zh: '纺织印染级', en: 'textile grade' },
    letter: 'T',
    note: {
      zh: '适用于涤纶及其混纺织物的高温高压染色与热熔染色。',
      en: 'It suits high-temperature and thermosol dyeing of polyester and its blends.',
    },
  },
  leather: {
    category: { zh: '皮革级', en: 'Leather grade' },
    label: { zh: '皮革级', en: 'leather grade' },
    letter: 'L',
    note: { zh: '适用于皮革涂饰与染色。', en: 'It suits leather finishing and dyeing.' },
  },
  construction: {
    category: { zh: '建材级', en: 'Construction grade' },
    label: { zh: '建材级', en: 'construction grade' },
    letter: 'B',
    note: {
      zh: '耐碱性好，适用于水泥制品、彩色地坪与透水砖着色。',
      en: 'Its alkali resistance suits concrete products, coloured floors and paving blocks.',
    },
  },
  cosmetics: {
    category: { zh: '化妆品级', en: 'Cosmetics grade' },
    label: { zh: '化妆品级', en: 'cosmetics grade' },
    letter: 'M',
    note: {
      zh: '按化妆品用途选料，使用前请核对所在市场的法规要求。',
      en: 'It is selected for cosmetic use; check the regulations of your market before use.',
    },
  },
  detergents: {
    category: { zh: '洗涤剂级', en: 'Detergent grade' },
    label: { zh: '洗涤剂级', en: 'detergent grade' },
    letter: 'D',
    note: { zh: '适用于洗衣粉、皂类着色与增白。', en: 'It suits colouring and brightening washing powders and soaps.' },
  },
  waterborne: {
    category: { zh: '水性色浆', en: 'Waterborne' },
    label: { zh: '水性', en: 'waterborne' },
    letter: 'W',
    note: {
      zh: '以水为介质，不含 APEO，适用于乳胶漆与水性木器漆调色。',
      en: 'Water is the carrier (APEO-free); it tints latex paints and waterborne wood coatings.',
    },
  },
  solventborne: {
    category: { zh: '溶剂型色浆', en: 'Solventborne' },
    label: { zh: '溶剂型', en: 'solventborne' },
    letter: 'S',
    note: {
      zh: '适用于醇酸、丙烯酸、聚氨酯等溶剂型体系调色。',
      en: 'It tints alkyd, acrylic and polyurethane solvent-borne systems.',
    },
  },
  universal: {
    category: { zh: '通用色浆', en: 'Universal' },
    label: { zh: '通用型', en: 'universal' },
    letter: 'U',
    note: {
      zh: '水性与溶剂型体系通用，适用于调色机配色。',
      en: 'It works in both waterborne and solvent-borne systems and in tinting machines.',
    },
  },
};
