import type { LocalizedText } from '../../../schemas/common.ts';
import type { GroupKey } from './taxonomy.ts';

/** What a brand can be chosen for: a chemistry group, or colour pastes of any pigment. */
export type SupplyKey = GroupKey | 'paste';

/** Fictional demo brands: any likeness to a real company is unintended. */
export type BrandSeed = {
  slug: string;
  /** Two letters that open the brand's product codes. */
  code: string;
  name: LocalizedText;
  country: LocalizedText;
  description: LocalizedText;
  popular: boolean;
  /** Logo colour. */
  colour: string;
  /** Production sites, used as products' place of origin. */
  sites: readonly LocalizedText[];
  supplies: readonly SupplyKey[];
  /** Price level against the market (imports cost more). */
  priceFactor: number;
};

const china = { zh: '中国', en: 'China' };

export const brands: readonly BrandSeed[] = [
  {
    slug: 'huacai',
    code: 'HC',
    name: { zh: '华彩颜料', en: 'Huacai Pigments' },
    country: china,
    description: {
      zh: '华彩颜料专注偶氮类与苯并咪唑酮类有机颜料，拥有从重氮化、偶合到后处理的完整产线，产品覆盖油墨、涂料与塑料。',
      en: 'Huacai Pigments specialises in azo and benzimidazolone organic pigments, with complete lines from diazotisation and coupling to finishing, serving inks, coatings and plastics.',
    },
    popular: true,
    colour: '#C0392B',
    sites: [
      { zh: '江苏 常州', en: 'Changzhou, Jiangsu' },
      { zh: '江苏 盐城', en: 'Yancheng, Jiangsu' },
    ],
    supplies: ['diarylide', 'monoazo', 'benzimidazolone', 'naphthol', 'azo-lake', 'heterocyclic'],
    priceFactor: 1.05,
  },
  {
    slug: 'hongguang',
    code: 'HG',
    name: { zh: '虹光化工', en: 'Hongguang Chemical' },
    country: china,
    description: {
      zh: '虹光化工是华东地区老牌颜料企业，以色淀红、联苯胺黄等油墨颜料见长，性价比高、批次稳定。',
      en: 'Hongguang Chemical is a long-established East China pigment maker known for lake reds and diarylide yellows for inks: good value and consistent batches.',
    },
    popular: false,
    colour: '#E67E22',
    sites: [
      { zh: '浙江 杭州', en: 'Hangzhou, Zhejiang' },
      { zh: '浙江 上虞', en: 'Shangyu, Zhejiang' },
    ],
    supplies: ['azo-lake', 'diarylide', 'monoazo', 'naphthol', 'metal-complex', 'benzimidazolone'],
    priceFactor: 0.95,
  },
  {
    slug: 'lanhai',
    code: 'LH',
    name: { zh: '蓝海精化', en: 'Lanhai Fine Chemicals' },
    country: china,
    description: {
      zh: '蓝海精化以酞菁蓝、酞菁绿起家，逐步拓展至二噁嗪紫、喹吖啶酮与 DPP 红等高性能颜料，具备颜料化与表面处理技术。',
      en: 'Lanhai Fine Chemicals started with phthalocyanine blues and greens and has grown into dioxazine violet, quinacridones and DPP reds, with in-house pigmentation and surface treatment.',
    },
    popular: true,
    colour: '#1F4E9C',
    sites: [
      { zh: '山东 潍坊', en: 'Weifang, Shandong' },
      { zh: '江苏 泰兴', en: 'Taixing, Jiangsu' },
    ],
    supplies: ['phthalocyanine', 'dioxazine', 'quinacridone', 'dpp'],
    priceFactor: 1,
  },
  {
    slug: 'baifeng',
    code: 'BF',
    name: { zh: '白峰钛业', en: 'Baifeng Titanium' },
    country: china,
    description: {
      zh: '白峰钛业依托西南钛资源，生产金红石型与锐钛型钛白粉，并配套氧化锌、立德粉等白色颜料。',
      en: 'Baifeng Titanium draws on titanium resources in south-west China to make rutile and anatase titanium dioxide, alongside zinc oxide and lithopone.',
    },
    popular: true,
    colour: '#5D6D7E',
    sites: [
      { zh: '四川 攀枝花', en: 'Panzhihua, Sichuan' },
      { zh: '广西 钦州', en: 'Qinzhou, Guangxi' },
    ],
    supplies: ['titanium-dioxide', 'zinc-oxide', 'lithopone'],
    priceFactor: 1,
  },
  {
    slug: 'jinshi',
    code: 'JS',
    name: { zh: '金石氧化铁', en: 'Jinshi Iron Oxides' },
    country: china,
    description: {
      zh: '金石专业生产氧化铁红、黄、黑、棕系列颜料，广泛用于建材、涂料与塑料，同时供应氧化铬绿和铁蓝。',
      en: 'Jinshi makes red, yellow, black and brown iron oxides for construction, coatings and plastics, and also supplies chromium oxide green and iron blue.',
    },
    popular: true,
    colour: '#A1392A',
    sites: [
      { zh: '浙江 湖州', en: 'Huzhou, Zhejiang' },
      { zh: '河南 焦作', en: 'Jiaozuo, Henan' },
    ],
    supplies: ['iron-oxide', 'chromium-oxide', 'iron-blue'],
    priceFactor: 1,
  },
  {
    slug: 'moyuan',
    code: 'MY',
    name: { zh: '墨源炭黑', en: 'Moyuan Carbon Black' },
    country: china,
    description: {
      zh: '墨源生产色素炭黑与氧化铁系列颜料，以高黑度、易分散的炭黑见长，服务涂料、油墨、建材与塑料色母客户。',
      en: 'Moyuan produces pigment carbon blacks and iron oxides, best known for jet, easy-dispersing blacks for coatings, inks, construction and plastic masterbatch.',
    },
    popular: false,
    colour: '#2C3E50',
    sites: [{ zh: '山西 太原', en: 'Taiyuan, Shanxi' }],
    supplies: ['carbon-black', 'iron-oxide'],
    priceFactor: 1,
  },
  {
    slug: 'danxia',
    code: 'DX',
    name: { zh: '丹霞染料', en: 'Danxia Dyestuffs' },
    country: china,
    description: {
      zh: '丹霞染料生产溶剂染料与分散染料，溶剂染料适用于工程塑料与化纤原液着色，分散染料供应涤纶印染。',
      en: 'Danxia Dyestuffs makes solvent dyes for engineering plastics and spin dyeing, and disperse dyes for polyester dyeing.',
    },
    popular: true,
    colour: '#D35400',
    sites: [{ zh: '浙江 绍兴', en: 'Shaoxing, Zhejiang' }],
    supplies: ['solvent-dye', 'disperse-dye'],
    priceFactor: 1,
  },
  {
    slug: 'zhengcai',
    code: 'ZC',
    name: { zh: '正彩色浆', en: 'Zhengcai Colour Pastes' },
    country: china,
    description: {
      zh: '正彩专注水性与溶剂型色浆，为建筑涂料、工业涂料和调色机提供高浓度、低 VOC 的配色方案。',
      en: 'Zhengcai focuses on waterborne and solvent-borne pastes: concentrated, low-VOC tinting for architectural and industrial coatings and tinting machines.',
    },
    popular: true,
    colour: '#16A085',
    sites: [{ zh: '广东 佛山', en: 'Foshan, Guangdong' }],
    supplies: ['paste'],
    priceFactor: 1,
  },
  {
    slug: 'ciyun',
    code: 'CY',
    name: { zh: '瓷韵新材', en: 'Ciyun New Materials' },
    country: china,
    description: {
      zh: '瓷韵新材源自陶瓷色料产区，生产复合无机颜料、钒酸铋黄、氧化铬绿和群青，耐高温、耐候性突出。',
      en: 'Ciyun New Materials comes from a ceramic-colour region and makes complex inorganic pigments, bismuth vanadate, chromium oxide green and ultramarine with outstanding heat and weather fastness.',
    },
    popular: false,
    colour: '#2A3FA0',
    sites: [{ zh: '江西 景德镇', en: 'Jingdezhen, Jiangxi' }],
    supplies: ['complex-inorganic', 'bismuth-vanadate', 'chromium-oxide', 'ultramarine'],
    priceFactor: 1,
  },
  {
    slug: 'zhuhui',
    code: 'ZH',
    name: { zh: '珠辉特效', en: 'Zhuhui Effect Pigments' },
    country: china,
    description: {
      zh: '珠辉特效生产铝银浆与云母珠光颜料，为汽车、塑料、化妆品与包装提供金属及珠光效果。',
      en: 'Zhuhui makes aluminium pastes and mica pearlescent pigments, bringing metallic and pearl effects to cars, plastics, cosmetics and packaging.',
    },
    popular: false,
    colour: '#B7950B',
    sites: [{ zh: '安徽 滁州', en: 'Chuzhou, Anhui' }],
    supplies: ['aluminium', 'pearlescent'],
    priceFactor: 1,
  },
  {
    slug: 'rheinfarbe',
    code: 'RF',
    name: { zh: '莱茵法贝', en: 'Rheinfarbe' },
    country: { zh: '德国', en: 'Germany' },
    description: {
      zh: '莱茵法贝是一家德国高性能颜料制造商，产品包括 DPP 红、喹吖啶酮、苯并咪唑酮、钒酸铋等，主要面向汽车与高端工业涂料。',
      en: 'Rheinfarbe is a German maker of high-performance pigments (DPP reds, quinacridones, benzimidazolones, bismuth vanadate and more) aimed at automotive and premium industrial coatings.',
    },
    popular: false,
    colour: '#7D3C98',
    sites: [{ zh: '德国 科隆', en: 'Cologne, Germany' }],
    supplies: ['dpp', 'quinacridone', 'benzimidazolone', 'heterocyclic', 'bismuth-vanadate', 'phthalocyanine', 'metal-complex'],
    priceFactor: 1.3,
  },
  {
    slug: 'sakurabashi',
    code: 'SK',
    name: { zh: '樱桥化学', en: 'Sakurabashi Chemical' },
    country: { zh: '日本', en: 'Japan' },
    description: {
      zh: '樱桥化学来自日本大阪，以精细的粒径控制著称，供应喹吖啶酮、DPP、二噁嗪、酞菁颜料、高色素炭黑与珠光颜料。',
      en: 'Sakurabashi Chemical of Osaka is known for fine particle-size control and supplies quinacridone, DPP, dioxazine and phthalocyanine pigments, high-colour carbon blacks and pearlescents.',
    },
    popular: false,
    colour: '#C2185B',
    sites: [{ zh: '日本 大阪', en: 'Osaka, Japan' }],
    supplies: ['quinacridone', 'dpp', 'dioxazine', 'phthalocyanine', 'carbon-black', 'pearlescent'],
    priceFactor: 1.25,
  },
  {
    slug: 'indus',
    code: 'IC',
    name: { zh: '印度河颜料', en: 'Indus Colourants' },
    country: { zh: '印度', en: 'India' },
    description: {
      zh: '印度河颜料位于印度古吉拉特邦，大规模生产酞菁与偶氮颜料，出口至全球油墨与塑料客户。',
      en: 'Indus Colourants, in Gujarat, India, produces phthalocyanine and azo pigments at scale for ink and plastics customers worldwide.',
    },
    popular: false,
    colour: '#117A65',
    sites: [
      { zh: '印度 瓦皮', en: 'Vapi, India' },
      { zh: '印度 艾哈迈达巴德', en: 'Ahmedabad, India' },
    ],
    supplies: ['diarylide', 'azo-lake', 'phthalocyanine', 'monoazo', 'naphthol'],
    priceFactor: 0.95,
  },
  {
    slug: 'yuantong',
    code: 'YT',
    name: { zh: '远通化工', en: 'Yuantong Chemical' },
    country: china,
    description: {
      zh: '远通化工生产溶剂染料、分散染料与溶剂型色浆，服务塑料改性、化纤与工业涂料客户。',
      en: 'Yuantong Chemical makes solvent dyes, disperse dyes and solvent-borne pastes for compounders, fibre producers and industrial coaters.',
    },
    popular: false,
    colour: '#1A8FA3',
    sites: [{ zh: '江苏 南通', en: 'Nantong, Jiangsu' }],
    supplies: ['solvent-dye', 'disperse-dye', 'paste'],
    priceFactor: 0.98,
  },
];

export const brandLogoUrl = (slug: string) => `/images/brands/${slug}.svg`;
