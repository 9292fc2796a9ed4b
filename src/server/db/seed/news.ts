import type { LocalizedText } from '../../../schemas/common.ts';

type ColumnKey = 'industry' | 'market' | 'technical' | 'company' | 'exhibitions' | 'new-products';

export const columnSeeds: readonly { key: ColumnKey; parent: ColumnKey | null; name: LocalizedText; sort: number }[] = [
  { key: 'industry', parent: null, name: { zh: '行业资讯', en: 'Industry news' }, sort: 10 },
  { key: 'market', parent: 'industry', name: { zh: '市场行情', en: 'Market prices' }, sort: 10 },
  { key: 'technical', parent: 'industry', name: { zh: '技术应用', en: 'Technical applications' }, sort: 20 },
  { key: 'company', parent: null, name: { zh: '公司动态', en: 'Company news' }, sort: 20 },
  { key: 'exhibitions', parent: 'company', name: { zh: '展会活动', en: 'Exhibitions' }, sort: 10 },
  { key: 'new-products', parent: 'company', name: { zh: '新品发布', en: 'New products' }, sort: 20 },
];

export type ArticleSeed = {
  column: ColumnKey;
  /** Beijing time. */
  publishedAt: string;
  title: LocalizedText;
  summary: LocalizedText;
  /** Paragraphs; a paragraph that is a string array becomes a list. */
  body: { zh: readonly (string | readonly string[])[]; en: readonly (string | readonly string[])[] };
};

/** Article body as safe HTML: <p>, <ul><li> only, text escaped. */
export function articleHtml(blocks: readonly (string | readonly string[])[]): string {
  const e = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return blocks.map((block) => (typeof block === 'string' ? `<p>${e(block)}</p>` : `<ul>${block.map((item) => `<li>${e(item)}</li>`).join('')}</ul>`)).join('');
}

export const coverFor = (column: ColumnKey) => `/images/news/${column}.svg`;

export const articleSeeds: readonly ArticleSeed[] = [
  {
    column: 'market',
    publishedAt: '2026-01-15T09:30:00',
    title: { zh: '一月钛白粉行情：节前备货带动询盘', en: 'Titanium dioxide in January: pre-holiday stocking lifts enquiries' },
    summary: {
      zh: '春节前下游涂料与塑料企业集中备货，本平台金红石型钛白粉询盘明显增加，整托规格成交占比上升。',
      en: 'Coatings and plastics makers stocked up before the Spring Festival; enquiries for rutile titanium dioxide on the platform rose, with more full-pallet orders.',
    },
    body: {
      zh: [
        '进入一月，下游涂料、塑料与造纸企业为春节假期提前备货，本平台金红石型钛白粉的询盘与成交较上月明显增加，其中 500 公斤整托与吨袋规格占比上升。',
        '节前物流运力趋紧，建议有采购计划的客户尽早下单，并预留 1–3 个工作日的发货时间；春节期间的发货安排将另行公告。',
        '本文为平台交易观察，不构成价格预测，具体价格以商品页面实时显示为准。',
      ],
      en: [
        'In January coatings, plastics and paper makers stocked up ahead of the Spring Festival. Enquiries and orders for rutile titanium dioxide on the platform rose clearly against December, with a larger share of 500 kg pallets and bulk bags.',
        'Freight capacity tightens before the holiday, so order early and allow 1–3 business days for dispatch; holiday shipping arrangements will be announced separately.',
        'This is an observation of trading on the platform, not a price forecast; the product pages show current prices.',
      ],
    },
  },
  {
    column: 'technical',
    publishedAt: '2026-02-10T10:00:00',
    title: { zh: '如何读懂颜料的 C.I. 名称', en: 'How to read Colour Index names' },
    summary: {
      zh: 'PB 15:3、PR 254、PY 74……颜色索引名称是跨品牌比较颜料最可靠的语言。',
      en: 'PB 15:3, PR 254, PY 74: Colour Index names are the most reliable way to compare pigments across brands.',
    },
    body: {
      zh: [
        '颜色索引（Colour Index，简称 C.I.）为每种着色剂给出通用名称和结构编号。通用名称由类别、色相和序号组成，例如 PB 15:3 表示“颜料蓝 15:3”，冒号后的数字区分同一化学结构的不同晶型或变体。',
        [
          'P 表示颜料，S 表示溶剂染料，D 表示分散染料；',
          'W、Bk、R、Y、O、B、G、V、Br 分别对应白、黑、红、黄、橙、蓝、绿、紫、棕；',
          '五位或六位的 C.I. 编号对应化学结构，例如铜酞菁为 74160。',
        ],
        '同一 C.I. 名称的产品在粒径、表面处理和分散性上仍可能不同，因此选型时请同时参考用途等级和技术参数，并以打样结果为准。',
      ],
      en: [
        'The Colour Index (C.I.) gives every colourant a generic name and a constitution number. The generic name combines class, hue and a serial number: PB 15:3 is Pigment Blue 15:3, and the number after the colon tells crystal forms or variants of one chemistry apart.',
        [
          'P stands for pigment, S for solvent dye and D for disperse dye;',
          'W, Bk, R, Y, O, B, G, V and Br are white, black, red, yellow, orange, blue, green, violet and brown;',
          'the five- or six-digit C.I. number identifies the chemistry: copper phthalocyanine is 74160.',
        ],
        'Products with the same C.I. name can still differ in particle size, surface treatment and dispersibility, so compare the grade and the parameters too, and confirm with a trial.',
      ],
    },
  },
  {
    column: 'new-products',
    publishedAt: '2026-01-28T14:00:00',
    title: { zh: '上新：华彩苯并咪唑酮黄系列', en: 'New: Huacai benzimidazolone yellows' },
    summary: {
      zh: '华彩颜料 PY 151、PY 154 涂料级与塑料级产品上线，支持 1 公斤小包装试样。',
      en: 'Huacai Pigments’ PY 151 and PY 154 in coatings and plastics grades are now online, with 1 kg sample packs.',
    },
    body: {
      zh: [
        '华彩颜料的苯并咪唑酮黄 PY 151 与 PY 154 正式上线颜料商城。苯并咪唑酮类颜料兼具较好的耐光、耐候与耐热性能，常用于工业涂料和塑料制品。',
        '新品提供 1 公斤、25 公斤等包装规格，商品页列出吸油量、耐热性、耐光性等典型参数，技术数据表与安全技术说明书可在商品页下载，欢迎申请样品。',
      ],
      en: [
        'Huacai Pigments’ benzimidazolone yellows PY 151 and PY 154 are now on Pigment Shop. Benzimidazolones combine good light, weather and heat fastness and are widely used in industrial coatings and plastics.',
        'They come in 1 kg and 25 kg packs among others; the product pages list typical oil absorption, heat and light fastness, and offer the technical and safety data sheets for download. Request a sample there too.',
      ],
    },
  },
  {
    column: 'technical',
    publishedAt: '2026-03-05T10:00:00',
    title: { zh: '塑料着色如何选择耐热颜料', en: 'Choosing heat-stable pigments for plastics' },
    summary: {
      zh: '加工温度、停留时间和树脂种类决定了颜料的耐热要求，选型时别只看一个数字。',
      en: 'Processing temperature, dwell time and polymer decide how much heat a pigment must take; do not choose on one number alone.',
    },
    body: {
      zh: [
        '颜料的耐热性通常以在某种树脂中、规定停留时间内颜色变化不超过一定色差的最高温度表示。聚烯烃、ABS、PC 与尼龙的加工温度差别很大，同一颜料在不同树脂中的表现也不相同。',
        [
          '聚烯烃注塑：多数酞菁、DPP、喹吖啶酮和苯并咪唑酮类颜料可满足要求；',
          '加工温度较低的 PVC 软制品：可选择部分偶氮类颜料，但需关注迁移性；',
          '工程塑料：优先考虑复合无机颜料、高性能有机颜料或适用的溶剂染料。',
        ],
        '部分颜料会影响结晶型塑料的收缩与翘曲，大批量使用前请以实际工艺打样验证。',
      ],
      en: [
        'Heat resistance is usually given as the highest temperature at which the colour, in a stated polymer and dwell time, changes by no more than a set colour difference. Polyolefins, ABS, PC and nylon are processed at very different temperatures, and one pigment behaves differently in each.',
        [
          'Polyolefin injection moulding: most phthalocyanines, DPPs, quinacridones and benzimidazolones are suitable;',
          'flexible PVC processed at lower temperatures: some azo pigments work, but watch migration;',
          'engineering plastics: prefer complex inorganic pigments, high-performance organics or suitable solvent dyes.',
        ],
        'Some pigments affect shrinkage and warpage of semi-crystalline plastics, so trial them in your own process before large runs.',
      ],
    },
  },
  {
    column: 'market',
    publishedAt: '2026-03-20T09:30:00',
    title: { zh: '氧化铁颜料平稳，建材旺季需求回暖', en: 'Iron oxides steady as the construction season returns' },
    summary: {
      zh: '开春后彩色混凝土与透水砖需求回升，本平台氧化铁红、黄的吨袋订单增多。',
      en: 'Demand for coloured concrete and paving blocks picked up in spring, and bulk-bag orders for red and yellow iron oxide grew on the platform.',
    },
    body: {
      zh: [
        '三月以来，建材行业陆续开工，彩色路面砖、透水砖与彩色地坪对氧化铁红、氧化铁黄的需求回暖，本平台吨袋与整托订单占比提高。',
        '氧化铁颜料价格整体平稳。建议建材客户按工期分批采购，并注意氧化铁黄不宜用于高温工艺（约 180 °C 以上会脱水变红）。',
      ],
      en: [
        'Since March construction sites have reopened, and demand for red and yellow iron oxides for paving blocks, permeable bricks and coloured floors has recovered; bulk bags and pallets make up a larger share of orders on the platform.',
        'Iron oxide prices have stayed broadly stable. Construction customers may buy in batches along their schedule; remember that yellow iron oxide is not for high-temperature processes, as above about 180 °C it dehydrates towards red.',
      ],
    },
  },
  {
    column: 'new-products',
    publishedAt: '2026-03-30T14:00:00',
    title: { zh: '正彩水性色浆系列上线', en: 'Zhengcai waterborne pastes now online' },
    summary: {
      zh: '钛白、氧化铁、酞菁与有机红黄色浆，适用于乳胶漆与调色机配色。',
      en: 'Titanium dioxide, iron oxide, phthalocyanine and organic red and yellow pastes for latex paints and tinting machines.',
    },
    body: {
      zh: [
        '正彩色浆的水性色浆系列已上线，覆盖钛白、氧化铁红黄黑、酞菁蓝绿及有机红黄等常用色，提供 1、5、20 公斤桶装。',
        '水性色浆不含 APEO，颜料含量、细度与粘度均在商品参数中列出。首次使用建议做相容性和指研测试，避免浮色发花。',
      ],
      en: [
        'Zhengcai’s waterborne pastes are online, covering titanium white, red, yellow and black iron oxides, phthalocyanine blue and green and organic reds and yellows, in 1, 5 and 20 kg pails.',
        'They are APEO-free, and the product pages list pigment content, fineness and viscosity. Before first use, run a compatibility and rub-out test to avoid flooding and floating.',
      ],
    },
  },
  {
    column: 'technical',
    publishedAt: '2026-04-12T10:00:00',
    title: { zh: '吸油量是什么，对配方有何影响', en: 'Oil absorption and what it means for a formula' },
    summary: {
      zh: '吸油量反映颜料润湿所需的油量，影响漆料的粘度、光泽和颜料体积浓度。',
      en: 'Oil absorption tells how much oil wets a pigment, and it shapes viscosity, gloss and pigment volume concentration.',
    },
    body: {
      zh: [
        '吸油量是指 100 克颜料被亚麻仁油完全润湿、形成连续糊状物所需的油量，单位为 g/100g。粒径越细、比表面积越大，吸油量通常越高。',
        '吸油量高的颜料需要更多树脂，配方粘度更高；在同样用量下替换颜料时，应同时检查粘度、光泽和分散工艺。炭黑、有机颜料的吸油量普遍高于钛白和氧化铁。',
      ],
      en: [
        'Oil absorption is the amount of linseed oil needed to wet 100 g of pigment into a coherent paste, in g/100g. The finer the particles and the larger the surface area, the higher it usually is.',
        'A high oil absorption means more binder and a higher viscosity. When you swap pigments at the same loading, check viscosity, gloss and the dispersion process too. Carbon blacks and organic pigments typically absorb far more oil than titanium dioxide or iron oxides.',
      ],
    },
  },
  {
    column: 'exhibitions',
    publishedAt: '2026-04-25T16:00:00',
    title: { zh: '颜料商城将参加 2026 华东涂料油墨原料展', en: 'Pigment Shop at the 2026 East China Coatings and Inks Materials Fair' },
    summary: {
      zh: '六月中旬，我们将携十余个品牌的样品与色卡亮相上海，现场提供选型咨询。',
      en: 'In mid-June we will be in Shanghai with samples and colour cards from over ten brands, offering on-site selection advice.',
    },
    body: {
      zh: [
        '颜料商城将参加六月中旬在上海举办的华东涂料油墨原料展，展位将展示无机颜料、有机颜料、染料与色浆的样品和色卡。',
        '现场技术人员可提供选型咨询与小样申请，已注册的客户可在展位领取资料包。具体展位号将在开展前公布。',
      ],
      en: [
        'Pigment Shop will exhibit at the East China Coatings and Inks Materials Fair in Shanghai in mid-June, showing samples and colour cards of inorganic and organic pigments, dyes and pastes.',
        'Our technical staff will advise on selection and take sample requests; registered customers can collect an information pack at the stand. The stand number will be announced before the fair.',
      ],
    },
  },
  {
    column: 'technical',
    publishedAt: '2026-05-06T10:00:00',
    title: { zh: '本色与冲淡色：为什么屏幕色块只能参考', en: 'Masstone and tint: why on-screen swatches are only a guide' },
    summary: {
      zh: '商品页的本色与 1:10 冲淡色色块是计算值，真实颜色还取决于基料、用量和显示设备。',
      en: 'The masstone and 1:10 tint swatches on product pages are calculated; real colour also depends on the binder, the loading and your screen.',
    },
    body: {
      zh: [
        '本色是颜料单独分散在基料中的颜色，冲淡色是与白色颜料按比例混合后的颜色，能反映着色力与色调。商品页的冲淡色按 1 份颜料与 10 份白色估算。',
        '屏幕显示受色域、亮度和校准影响，同一色块在不同设备上看起来不同。请以实物色卡、小样或您自己的配方打样为准。',
      ],
      en: [
        'Masstone is the colour of the pigment alone in a binder; the tint is its mixture with a white pigment and shows tinting strength and undertone. Product pages estimate the tint from 1 part pigment to 10 parts white.',
        'Screens differ in gamut, brightness and calibration, so one swatch looks different on every device. Rely on a physical colour card, a sample or a drawdown in your own formula.',
      ],
    },
  },
  {
    column: 'market',
    publishedAt: '2026-05-18T09:30:00',
    title: { zh: '酞菁颜料原料成本观察', en: 'Watching raw-material costs for phthalocyanine pigments' },
    summary: {
      zh: '铜、苯酐与尿素是酞菁颜料的主要原料，原料波动会传导到酞菁蓝、酞菁绿的报价。',
      en: 'Copper, phthalic anhydride and urea are the main raw materials of phthalocyanines, and their swings feed through to blue and green prices.',
    },
    body: {
      zh: [
        '铜酞菁通常以苯酐、尿素和铜盐为原料合成，粗品再经颜料化处理得到不同晶型的酞菁蓝；酞菁绿则在此基础上氯化或溴化。',
        '原料价格波动会在一段时间后传导至颜料报价。对用量稳定的客户，可考虑与平台商定季度框架价格，减少频繁询价的成本。',
      ],
      en: [
        'Copper phthalocyanine is usually made from phthalic anhydride, urea and a copper salt; the crude is then conditioned into the crystal forms of phthalocyanine blue, and chlorinated or brominated for the greens.',
        'Raw-material swings reach pigment prices after a delay. Customers with steady volumes can agree a quarterly framework price with the platform to save repeated quotations.',
      ],
    },
  },
  {
    column: 'new-products',
    publishedAt: '2026-05-27T14:00:00',
    title: { zh: '莱茵法贝 DPP 红 254 推出小包装', en: 'Rheinfarbe DPP Red 254 in small packs' },
    summary: {
      zh: '进口 DPP 红 PR 254 汽车涂料级与塑料级，新增 1 公斤规格，方便研发打样。',
      en: 'Imported DPP Red PR 254 in automotive and plastics grades, now also in 1 kg packs for development work.',
    },
    body: {
      zh: [
        '莱茵法贝的 DPP 红 PR 254 以鲜艳的红色和优异的耐候、耐热性能著称，常用于汽车涂料和工程塑料。',
        '为方便研发与小批量试产，平台新增 1 公斤包装。进口产品的报价包含关税与物流成本，发货时间以商品页库存为准。',
      ],
      en: [
        'Rheinfarbe’s DPP Red PR 254 is known for a brilliant red with excellent weather and heat fastness, and is used in automotive coatings and engineering plastics.',
        'A 1 kg pack is now available for development and pilot runs. Prices of imported products include duty and freight; dispatch follows the stock shown on the product page.',
      ],
    },
  },
  {
    column: 'technical',
    publishedAt: '2026-06-16T10:00:00',
    title: { zh: '彩色混凝土中氧化铁颜料的用量建议', en: 'How much iron oxide to use in coloured concrete' },
    summary: {
      zh: '一般按水泥质量的 3%–5% 添加，超过饱和点后颜色几乎不再加深。',
      en: 'Usually 3–5% of the cement weight; beyond the saturation point the colour hardly deepens.',
    },
    body: {
      zh: [
        '氧化铁颜料耐碱、耐候，是混凝土和水泥制品最常用的着色剂。用量通常为水泥质量的 3%–5%，继续增加用量对颜色的加深作用有限，还可能影响强度。',
        [
          '水泥本身的颜色会影响成品色调，浅色制品建议使用白水泥；',
          '颜料应与骨料先干混均匀，再加水搅拌；',
          '表面泛碱会使颜色发白，可通过养护工艺和封闭剂改善。',
        ],
      ],
      en: [
        'Iron oxides resist alkali and weather, which makes them the standard colourant for concrete and cement products. The usual dose is 3–5% of the cement weight; more adds little colour and may weaken the concrete.',
        [
          'the cement’s own colour shifts the shade, so use white cement for light colours;',
          'dry-mix the pigment with the aggregate before adding water;',
          'efflorescence makes colours look washed out; curing and sealers help.',
        ],
      ],
    },
  },
  {
    column: 'exhibitions',
    publishedAt: '2026-06-30T16:00:00',
    title: { zh: '展会回顾：现场打样服务受欢迎', en: 'Show review: on-site drawdowns in demand' },
    summary: {
      zh: '三天展期内，展位接待了来自涂料、油墨与塑料行业的客户，现场刮样与色卡最受关注。',
      en: 'Over three days the stand welcomed customers from coatings, inks and plastics; live drawdowns and colour cards drew the most interest.',
    },
    body: {
      zh: [
        '在华东涂料油墨原料展期间，颜料商城展位接待了大量来自涂料、油墨、塑料和建材行业的客户。现场刮样对比本色与冲淡色的演示最受欢迎。',
        '展会期间登记的小样申请已陆续寄出。如您在展会上留下了需求，可在首页提交 1V1 采购需求，我们会尽快跟进。',
      ],
      en: [
        'At the East China Coatings and Inks Materials Fair our stand received many visitors from coatings, inks, plastics and construction; live drawdowns comparing masstone and tint were the most popular.',
        'Sample requests registered at the fair are on their way. If you left a requirement with us, you can also submit it on the home page and we will follow up.',
      ],
    },
  },
  {
    column: 'market',
    publishedAt: '2026-07-22T09:30:00',
    title: { zh: '高性能有机颜料：汽车与塑料需求带动 DPP 询价', en: 'High-performance organics: cars and plastics drive DPP enquiries' },
    summary: {
      zh: '年中以来，本平台 DPP 红、喹吖啶酮与苯并咪唑酮的询价增加，小包装试样需求明显。',
      en: 'Since mid-year, enquiries for DPP reds, quinacridones and benzimidazolones have grown on the platform, with clear demand for sample packs.',
    },
    body: {
      zh: [
        '年中以来，汽车涂料与工程塑料客户对 DPP 红、喹吖啶酮和苯并咪唑酮黄的询价增多，其中 1 公斤试样规格的订单明显增加。',
        '高性能颜料单价较高，建议先以小包装确认颜色和性能，再通过议价功能锁定批量价格。',
      ],
      en: [
        'Since mid-year, automotive coatings and engineering plastics customers have asked more about DPP reds, quinacridones and benzimidazolone yellows, and orders for 1 kg sample packs have grown clearly.',
        'High-performance pigments are expensive per kilogram, so confirm colour and performance with a small pack first, then lock a volume price through price negotiation.',
      ],
    },
  },
  {
    column: 'technical',
    publishedAt: '2026-08-08T10:00:00',
    title: { zh: '水性色浆调色常见问题', en: 'Common questions on tinting with waterborne pastes' },
    summary: {
      zh: '浮色发花、相容性差、储存沉降，大多可以通过正确的测试和操作避免。',
      en: 'Flooding, poor compatibility and settling can mostly be avoided with the right tests and handling.',
    },
    body: {
      zh: [
        '调色后出现浮色发花，多与色浆和基础漆的润湿分散体系不匹配有关。建议在正式生产前进行指研（rub-out）测试：涂膜半干时用手指轻研，若研磨处颜色明显变化，说明存在絮凝或浮色。',
        ['色浆使用前请充分搅拌，避免沉降造成色差；', '单色浆添加量一般不超过基础漆的 10%；', '开桶后请密封保存，防止结皮与细菌污染。'],
      ],
      en: [
        'Flooding and floating after tinting usually mean the paste’s wetting and dispersing system does not suit the base paint. Run a rub-out test before production: rub the half-dry film with a finger; a clear colour change shows flocculation or flooding.',
        [
          'stir pastes thoroughly before use, or settling causes colour differences;',
          'a single paste is normally added at no more than 10% of the base paint;',
          'reseal opened pails to prevent skinning and bacterial contamination.',
        ],
      ],
    },
  },
  {
    column: 'new-products',
    publishedAt: '2026-08-20T14:00:00',
    title: { zh: '丹霞溶剂染料上线，支持 1 公斤试样', en: 'Danxia solvent dyes online, with 1 kg samples' },
    summary: {
      zh: '溶剂黄 93、溶剂红 135、溶剂蓝 104、溶剂绿 3 等常用品种上线，适用于 PS、ABS、PC 与 PET。',
      en: 'Solvent Yellow 93, Solvent Red 135, Solvent Blue 104, Solvent Green 3 and more, for PS, ABS, PC and PET.',
    },
    body: {
      zh: [
        '丹霞染料的溶剂染料系列上线，包括溶剂黄 93、溶剂黄 114、溶剂红 135、溶剂蓝 104、溶剂绿 3 等常用品种，适用于聚苯乙烯、ABS、聚碳酸酯及涤纶原液着色。',
        '溶剂染料在聚合物中溶解着色，色泽透明鲜艳，但一般不建议用于聚烯烃，以免发生迁移。',
      ],
      en: [
        'Danxia’s solvent dyes are online, including Solvent Yellow 93 and 114, Solvent Red 135, Solvent Blue 104 and Solvent Green 3, for polystyrene, ABS, polycarbonate and polyester spin dyeing.',
        'Solvent dyes dissolve in the polymer and give transparent, brilliant colours, but they are generally not recommended for polyolefins because they can migrate.',
      ],
    },
  },
  {
    column: 'exhibitions',
    publishedAt: '2026-09-10T16:00:00',
    title: { zh: '邀请函：秋季色彩材料技术交流会', en: 'Invitation: autumn colour materials seminar' },
    summary: {
      zh: '10 月 20 日在上海仓展示厅举办技术交流会，主题为高性能颜料与色浆的选型。',
      en: 'On 20 October at our Shanghai showroom: a seminar on choosing high-performance pigments and pastes.',
    },
    body: {
      zh: [
        '颜料商城将于 10 月 20 日在上海仓库展示厅举办秋季色彩材料技术交流会，内容包括高性能有机颜料的选型、色浆调色常见问题与现场打样演示。',
        '名额有限，请通过客服热线或微信公众号报名。',
      ],
      en: [
        'On 20 October Pigment Shop hosts an autumn seminar on colour materials at its Shanghai warehouse showroom, covering the choice of high-performance organic pigments, common tinting questions and live drawdowns.',
        'Places are limited; register through the hotline or our WeChat Official Account.',
      ],
    },
  },
  {
    column: 'market',
    publishedAt: '2026-09-25T09:30:00',
    title: { zh: '四季度采购提示：提前锁价与分批到货', en: 'Fourth-quarter buying tips: lock prices early, take delivery in batches' },
    summary: {
      zh: '国庆假期前后物流紧张，建议提前确认用量，通过议价锁定价格并分批发货。',
      en: 'Freight is tight around the National Day holiday; confirm volumes early, lock prices by negotiation and ship in batches.',
    },
    body: {
      zh: [
        '国庆假期前后物流运力紧张，部分线路会延长到货时间。建议客户提前确认四季度用量，并预留更长的收货时间。',
        '对于用量较大的品种，可通过议价功能锁定价格，再分批下单发货，既控制库存又降低价格波动的影响。',
      ],
      en: [
        'Freight capacity is tight around the National Day holiday, and some routes take longer. Confirm your fourth-quarter volumes early and allow extra delivery time.',
        'For large-volume items, lock a price through price negotiation and then order in batches, which keeps stock down and softens price swings.',
      ],
    },
  },
  {
    column: 'new-products',
    publishedAt: '2026-10-08T14:00:00',
    title: { zh: '珠辉铝银浆与珠光颜料专区开放', en: 'Zhuhui aluminium pastes and pearlescents in the effect section' },
    summary: {
      zh: '金属/特效分类新增铝银浆与云母珠光颜料，适用于涂料、塑料与化妆品。',
      en: 'The metallic and effect category now has aluminium pastes and mica pearlescents for coatings, plastics and cosmetics.',
    },
    body: {
      zh: [
        '珠辉特效的铝银浆和云母珠光白已上线“金属/特效”分类。铝银浆以桶装供应，商品参数列出不挥发分与粒径；珠光颜料列出粒径范围和二氧化钛含量。',
        '化妆品用途的产品请在使用前确认所在市场的法规要求。',
      ],
      en: [
        'Zhuhui’s aluminium pastes and pearl white mica are now in the metallic and effect category. Aluminium pastes come in cans and drums, with non-volatile content and particle size listed; pearlescents list their particle size range and titanium dioxide content.',
        'For cosmetic use, check the regulations of your market before use.',
      ],
    },
  },
  {
    column: 'technical',
    publishedAt: '2026-10-14T10:00:00',
    title: { zh: '溶剂染料与颜料在塑料中的区别', en: 'Solvent dyes and pigments in plastics: the difference' },
    summary: {
      zh: '染料溶解、颜料分散：两者在透明度、耐迁移性和适用树脂上各有取舍。',
      en: 'Dyes dissolve, pigments disperse: they trade off transparency, migration resistance and suitable polymers.',
    },
    body: {
      zh: [
        '溶剂染料在加工温度下溶解于聚合物，得到透明、鲜艳的颜色，着色力高，适合 PS、ABS、PC、PMMA 与 PET 等无定形或高玻璃化温度的树脂。',
        '颜料以微小颗粒分散在树脂中，遮盖力好、耐迁移，适用范围更广，尤其是聚烯烃。需要透明效果时选染料，需要遮盖或用于聚烯烃时选颜料。',
      ],
      en: [
        'Solvent dyes dissolve in the polymer at processing temperature, giving transparent, brilliant colour with high strength; they suit amorphous or high-Tg polymers such as PS, ABS, PC, PMMA and PET.',
        'Pigments stay dispersed as fine particles: they hide well and resist migration, and they suit more polymers, polyolefins above all. Choose a dye for transparency, a pigment for opacity or polyolefins.',
      ],
    },
  },
];
