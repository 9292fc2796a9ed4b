import type { ApplicationCode } from '../../../schemas/applications.ts';
import type { ColourFamily, Range } from './taxonomy.ts';

/** Solvent and disperse dyes the shop sells, with their Colour Index names as used in the trade. */
export type Dye = {
  key: string;
  ciName: string;
  ciNumber: string;
  colour: ColourFamily;
  group: 'solvent-dye' | 'disperse-dye';
  chemistryEn: string;
  chemistryZh: string;
  nameZh: string;
  nameEn: string;
  /** A common Chinese trade name, when one is well established. */
  tradeNameZh?: string;
  hex: string;
  uses: readonly ApplicationCode[];
  priceYuanPerKg: Range;
  /** Light fastness (1–8): in polystyrene for solvent dyes, on polyester for disperse dyes. */
  light: Range;
  /** Solvent dyes: heat resistance in polystyrene. */
  heatC?: Range;
  meltingPointC?: number;
  /** Disperse dyes: sublimation fastness (1–5). */
  sublimation?: Range;
};

const solvent = 'solvent-dye';
const disperse = 'disperse-dye';
const anthraquinone = { chemistryEn: 'anthraquinone', chemistryZh: '蒽醌类' } as const;
const perinone = { chemistryEn: 'perinone', chemistryZh: '杂环酮类（perinone）' } as const;

export const dyes: readonly Dye[] = [
  {
    key: 'sy93', ciName: 'SY 93', ciNumber: '48160', colour: 'yellow', group: solvent,
    chemistryEn: 'methine (pyrazolone)', chemistryZh: '次甲基类（吡唑啉酮）',
    nameZh: '溶剂黄 93', nameEn: 'Solvent Yellow 93', tradeNameZh: '透明黄 3G', hex: '#F4D019',
    uses: ['plastics', 'fibres'], priceYuanPerKg: [80, 140], light: [7, 8], heatC: [300, 300], meltingPointC: 181,
  },
  {
    key: 'sy114', ciName: 'SY 114', ciNumber: '47020', colour: 'yellow', group: solvent,
    chemistryEn: 'quinophthalone', chemistryZh: '喹酞酮类',
    nameZh: '溶剂黄 114', nameEn: 'Solvent Yellow 114', hex: '#F3DE27',
    uses: ['plastics', 'fibres'], priceYuanPerKg: [110, 180], light: [7, 8], heatC: [300, 300], meltingPointC: 264,
  },
  {
    key: 'so60', ciName: 'SO 60', ciNumber: '564100', colour: 'orange', group: solvent, ...perinone,
    nameZh: '溶剂橙 60', nameEn: 'Solvent Orange 60', tradeNameZh: '透明橙 3G', hex: '#EE6A1C',
    uses: ['plastics', 'fibres'], priceYuanPerKg: [120, 200], light: [7, 8], heatC: [300, 300], meltingPointC: 230,
  },
  {
    key: 'sr135', ciName: 'SR 135', ciNumber: '564120', colour: 'red', group: solvent, ...perinone,
    nameZh: '溶剂红 135', nameEn: 'Solvent Red 135', tradeNameZh: '透明红 EG', hex: '#D9362B',
    uses: ['plastics', 'fibres'], priceYuanPerKg: [110, 180], light: [8, 8], heatC: [300, 300], meltingPointC: 318,
  },
  {
    key: 'sr52', ciName: 'SR 52', ciNumber: '68210', colour: 'red', group: solvent, ...anthraquinone,
    nameZh: '溶剂红 52', nameEn: 'Solvent Red 52', tradeNameZh: '透明红 5B', hex: '#D2215A',
    uses: ['plastics'], priceYuanPerKg: [150, 260], light: [7, 8], heatC: [300, 300], meltingPointC: 306,
  },
  {
    key: 'sv13', ciName: 'SV 13', ciNumber: '60725', colour: 'violet', group: solvent, ...anthraquinone,
    nameZh: '溶剂紫 13', nameEn: 'Solvent Violet 13', hex: '#5A2D86',
    uses: ['plastics', 'inks'], priceYuanPerKg: [130, 220], light: [7, 8], heatC: [300, 300], meltingPointC: 189,
  },
  {
    key: 'sb104', ciName: 'SB 104', ciNumber: '61568', colour: 'blue', group: solvent, ...anthraquinone,
    nameZh: '溶剂蓝 104', nameEn: 'Solvent Blue 104', tradeNameZh: '透明蓝 2B', hex: '#20409A',
    uses: ['plastics', 'fibres'], priceYuanPerKg: [250, 400], light: [7, 8], heatC: [300, 300], meltingPointC: 240,
  },
  {
    key: 'sb35', ciName: 'SB 35', ciNumber: '61554', colour: 'blue', group: solvent, ...anthraquinone,
    nameZh: '溶剂蓝 35', nameEn: 'Solvent Blue 35', hex: '#2660B0',
    uses: ['inks', 'plastics'], priceYuanPerKg: [120, 200], light: [6, 7], heatC: [260, 260], meltingPointC: 120,
  },
  {
    key: 'sg3', ciName: 'SG 3', ciNumber: '61565', colour: 'green', group: solvent, ...anthraquinone,
    nameZh: '溶剂绿 3', nameEn: 'Solvent Green 3', tradeNameZh: '透明绿 5B', hex: '#12705A',
    uses: ['plastics', 'inks'], priceYuanPerKg: [150, 260], light: [7, 8], heatC: [300, 300], meltingPointC: 220,
  },
  {
    key: 'sbk7', ciName: 'SBk 7', ciNumber: '50415:1', colour: 'black', group: solvent,
    chemistryEn: 'nigrosine (azine)', chemistryZh: '苯胺黑（吖嗪类）',
    nameZh: '溶剂黑 7', nameEn: 'Solvent Black 7', tradeNameZh: '油溶黑', hex: '#232323',
    uses: ['inks', 'leather', 'plastics'], priceYuanPerKg: [80, 120], light: [6, 7], heatC: [260, 280],
  },
  {
    key: 'dy54', ciName: 'DY 54', ciNumber: '47020', colour: 'yellow', group: disperse,
    chemistryEn: 'quinophthalone', chemistryZh: '喹酞酮类',
    nameZh: '分散黄 54', nameEn: 'Disperse Yellow 54', hex: '#F1DA2C',
    uses: ['textiles'], priceYuanPerKg: [90, 150], light: [6, 7], sublimation: [3, 4],
  },
  {
    key: 'dr60', ciName: 'DR 60', ciNumber: '60756', colour: 'red', group: disperse, ...anthraquinone,
    nameZh: '分散红 60', nameEn: 'Disperse Red 60', tradeNameZh: '分散红 FB', hex: '#DE2F62',
    uses: ['textiles'], priceYuanPerKg: [100, 160], light: [6, 7], sublimation: [3, 3],
  },
  {
    key: 'db79', ciName: 'DB 79', ciNumber: '11345', colour: 'blue', group: disperse,
    chemistryEn: 'monoazo', chemistryZh: '单偶氮类',
    nameZh: '分散蓝 79', nameEn: 'Disperse Blue 79', hex: '#1D2B63',
    uses: ['textiles'], priceYuanPerKg: [80, 130], light: [6, 7], sublimation: [4, 5],
  },
];
