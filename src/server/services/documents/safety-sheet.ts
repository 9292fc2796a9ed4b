import { colourIndexLabel } from '../../../schemas/colour-index.ts';
import type { Locale } from '../../../schemas/common.ts';
import { heading, keyValues } from '../pdf/layout.ts';
import type { Pdf } from '../pdf/render.ts';
import type { GeneratedDocument } from './generated-content.ts';
import { sheetFooter, sheetHeader } from './sheet-parts.ts';

/** The 16 sections of a safety data sheet, in the order and wording of GB/T 16483 (and GHS Annex 4). */
export const safetySheetSections = {
  zh: [
    '化学品及企业标识',
    '危险性概述',
    '成分/组成信息',
    '急救措施',
    '消防措施',
    '泄漏应急处理',
    '操作处置与储存',
    '接触控制和个体防护',
    '理化特性',
    '稳定性和反应性',
    '毒理学信息',
    '生态学信息',
    '废弃处置',
    '运输信息',
    '法规信息',
    '其他信息',
  ],
  en: [
    'Identification',
    'Hazard identification',
    'Composition/information on ingredients',
    'First-aid measures',
    'Fire-fighting measures',
    'Accidental release measures',
    'Handling and storage',
    'Exposure controls/personal protection',
    'Physical and chemical properties',
    'Stability and reactivity',
    'Toxicological information',
    'Ecological information',
    'Disposal considerations',
    'Transport information',
    'Regulatory information',
    'Other information',
  ],
} as const satisfies Record<Locale, readonly string[]>;

type Text = { zh: string; en: string };
type Hazard = {
  classification: Text;
  signal: Text;
  statements: Text;
  transport: Text;
  toxicology: Text;
  ecology: Text;
};

const notClassified: Hazard = {
  classification: {
    zh: '根据 GB 30000 系列标准及 GHS，本品不分类为危险化学品。',
    en: 'Not classified as hazardous under the GB 30000 series and the GHS.',
  },
  signal: { zh: '无', en: 'None' },
  statements: {
    zh: '粉尘可能对眼睛和呼吸道产生机械性刺激。',
    en: 'Dust may mechanically irritate the eyes and airways.',
  },
  transport: {
    zh: '不属于危险货物（联合国《关于危险货物运输的建议书》、IMDG、IATA、GB 12268）。',
    en: 'Not dangerous goods (UN Recommendations, IMDG, IATA, GB 12268).',
  },
  toxicology: {
    zh: '急性经口毒性 LD50（大鼠）> 5000 mg/kg（同类物质数据）；未见致敏、致突变或生殖毒性报道。',
    en: 'Acute oral toxicity LD50 (rat) > 5000 mg/kg (data of similar substances); no sensitisation, mutagenicity or reproductive toxicity reported.',
  },
  ecology: {
    zh: '本品难溶于水，预计对水生生物无明显危害；不易生物降解。',
    en: 'Poorly soluble in water; no significant harm to aquatic life is expected. Not readily biodegradable.',
  },
};

/** Where a pigment departs from "not classified": the few of the shop's colourants that carry a hazard. */
function hazardOf(content: GeneratedDocument): Hazard {
  const { ciName, productKind } = content.product;
  if (ciName === 'PW 4' && productKind !== 'paste')
    return {
      ...notClassified,
      classification: { zh: '危害水生环境-急性危害，类别 1；危害水生环境-长期危害，类别 1。', en: 'Aquatic Acute 1; Aquatic Chronic 1.' },
      signal: { zh: '警告', en: 'Warning' },
      statements: { zh: 'H410 对水生生物毒性极大并具有长期持续影响。', en: 'H410 Very toxic to aquatic life with long lasting effects.' },
      transport: {
        zh: 'UN 3077，对环境有害的固态物质，未另作规定的（氧化锌），第 9 类，包装类别 III。',
        en: 'UN 3077, environmentally hazardous substance, solid, n.o.s. (zinc oxide), class 9, packing group III.',
      },
      ecology: {
        zh: '对水生生物毒性极大（锌离子），避免进入水体和下水道。',
        en: 'Very toxic to aquatic organisms (zinc ions); keep out of water bodies and drains.',
      },
    };
  if (ciName === 'PM 1')
    return {
      ...notClassified,
      classification: { zh: '易燃液体，类别 3（溶剂型铝浆）。', en: 'Flammable liquid, category 3 (aluminium paste in solvent).' },
      signal: { zh: '警告', en: 'Warning' },
      statements: {
        zh: 'H226 易燃液体和蒸气。铝粉与水、酸、碱接触可放出易燃的氢气。',
        en: 'H226 Flammable liquid and vapour. Aluminium in contact with water, acids or alkalis may release flammable hydrogen.',
      },
      transport: {
        zh: 'UN 1263，涂料相关材料，第 3 类，包装类别 III。',
        en: 'UN 1263, paint related material, class 3, packing group III.',
      },
    };
  if (productKind === 'dye' && ciName?.startsWith('D'))
    return {
      ...notClassified,
      classification: { zh: '皮肤致敏物，类别 1。', en: 'Skin sensitisation, category 1.' },
      signal: { zh: '警告', en: 'Warning' },
      statements: { zh: 'H317 可能导致皮肤过敏反应。', en: 'H317 May cause an allergic skin reaction.' },
      toxicology: {
        zh: '部分分散染料对皮肤有致敏性；急性经口毒性 LD50（大鼠）> 2000 mg/kg（同类物质数据）。',
        en: 'Some disperse dyes sensitise the skin; acute oral toxicity LD50 (rat) > 2000 mg/kg (data of similar substances).',
      },
    };
  if (ciName === 'PBk 7' || ciName?.includes('PW 6'))
    return {
      ...notClassified,
      toxicology: {
        zh: `${notClassified.toxicology.zh}IARC 将可吸入的${ciName === 'PBk 7' ? '炭黑' : '二氧化钛'}粉尘列为 2B 类（可能对人类致癌），依据为大鼠长期高浓度吸入试验；在推荐的接触限值内使用无此风险。`,
        en: `${notClassified.toxicology.en} IARC lists inhalable ${ciName === 'PBk 7' ? 'carbon black' : 'titanium dioxide'} dust in group 2B (possibly carcinogenic to humans), from long-term high-dose inhalation in rats; no such risk is expected within the exposure limits.`,
      },
    };
  return notClassified;
}

const labels = {
  zh: {
    sheet: '安全技术说明书',
    product: '产品名称',
    code: '产品编号',
    use: '推荐用途',
    manufacturer: '生产商',
    supplier: '供应商',
    address: '地址',
    phone: '电话 / 应急电话',
    email: '电子邮箱',
    classification: 'GHS 分类',
    signal: '信号词',
    statements: '危险说明',
    prevention: '防范说明',
    preventionText: 'P261 避免吸入粉尘。P280 戴防护手套和护目镜。P501 按地方法规处置内装物和容器。',
    substance: '物质/混合物',
    substanceText: { powder: '物质', paste: '混合物（颜料分散于载体中）' },
    chemistry: '化学组成',
    ci: '颜色索引',
    cas: 'CAS 号',
    content: '含量',
    appearance: '外观',
    colour: '颜色',
    odour: '气味',
    odourText: '无味或微弱气味',
    solubility: '水溶性',
    solubilityText: '不溶或难溶',
    none: '无',
  },
  en: {
    sheet: 'Safety Data Sheet',
    product: 'Product name',
    code: 'Product code',
    use: 'Recommended use',
    manufacturer: 'Manufacturer',
    supplier: 'Supplier',
    address: 'Address',
    phone: 'Telephone / emergency',
    email: 'E-mail',
    classification: 'GHS classification',
    signal: 'Signal word',
    statements: 'Hazard statements',
    prevention: 'Precautionary statements',
    preventionText: 'P261 Avoid breathing dust. P280 Wear protective gloves and eye protection. P501 Dispose of contents and container as local rules require.',
    substance: 'Substance/mixture',
    substanceText: { powder: 'Substance', paste: 'Mixture (pigment dispersed in a vehicle)' },
    chemistry: 'Chemistry',
    ci: 'Colour Index',
    cas: 'CAS number',
    content: 'Content',
    appearance: 'Appearance',
    colour: 'Colour',
    odour: 'Odour',
    odourText: 'Odourless or faint',
    solubility: 'Solubility in water',
    solubilityText: 'Insoluble or poorly soluble',
    none: 'None',
  },
};

/** Sections 4 to 8, 10, 13, 15 and 16 read the same for every product of the shop. */
const commonTexts: Record<
  Locale,
  Record<'firstAid' | 'fire' | 'release' | 'handling' | 'exposure' | 'stability' | 'disposal' | 'regulatory' | 'other', string>
> = {
  zh: {
    firstAid:
      '吸入：移至空气新鲜处，如有不适就医。皮肤接触：用肥皂和清水彻底冲洗。眼睛接触：立即用大量清水冲洗至少 15 分钟，如刺激持续请就医。食入：漱口，饮水，如有不适就医。',
    fire: '灭火剂：干粉、二氧化碳、泡沫或雾状水。特别危险：燃烧可产生一氧化碳、二氧化碳及氮氧化物等。消防人员须佩戴自给式呼吸器，穿全身防护服。',
    release: '避免扬尘，佩戴防尘口罩和手套。用吸尘器或湿法清扫收集，装入密闭容器待处置；防止进入下水道和水体。',
    handling: '在通风良好处操作，避免产生和吸入粉尘，远离火源；操作后洗手。储存于阴凉、干燥、通风的库房，密封保存，远离强氧化剂、强酸和强碱。',
    exposure: '职业接触限值：总粉尘 8 mg/m³（PC-TWA，GBZ 2.1）。工程控制：局部排风。个体防护：防尘口罩（KN95）、化学安全防护眼镜、防护手套、工作服。',
    stability: '正常储存和使用条件下稳定。避免的条件：高温、明火、粉尘积聚。禁配物：强氧化剂。危险分解产物：燃烧时见第 5 部分。',
    disposal: '按照《中华人民共和国固体废物污染环境防治法》及地方法规处置，委托有资质的单位处理；空容器清空后回收或按一般工业废物处置。',
    regulatory:
      '《危险化学品安全管理条例》；《化学品分类和标签规范》GB 30000 系列；《化学品安全技术说明书 内容和项目顺序》GB/T 16483；《化学品安全技术说明书编写指南》GB/T 17519；《工作场所有害因素职业接触限值》GBZ 2.1。',
    other: '本说明书依据现有知识编写，仅供安全操作参考，不构成任何质量保证。如需最新版本，请联系供应商。',
  },
  en: {
    firstAid:
      'Inhalation: move to fresh air; seek medical advice if unwell. Skin: wash thoroughly with soap and water. Eyes: rinse at once with plenty of water for at least 15 minutes; seek medical advice if irritation persists. Ingestion: rinse mouth, drink water, seek medical advice if unwell.',
    fire: 'Extinguishing media: dry powder, carbon dioxide, foam or water spray. Special hazards: burning may give carbon monoxide, carbon dioxide and nitrogen oxides. Fire-fighters wear self-contained breathing apparatus and full protective clothing.',
    release:
      'Avoid raising dust; wear a dust mask and gloves. Collect with a vacuum cleaner or by wet sweeping into closed containers for disposal; keep out of drains and water.',
    handling:
      'Handle in well-ventilated places; avoid raising and breathing dust; keep away from ignition sources; wash hands after work. Store closed in a cool, dry, ventilated warehouse, away from strong oxidisers, acids and alkalis.',
    exposure:
      'Occupational exposure limit: total dust 8 mg/m³ (PC-TWA, GBZ 2.1). Engineering controls: local exhaust ventilation. Personal protection: dust mask (KN95), safety goggles, protective gloves, work clothes.',
    stability:
      'Stable under normal storage and use. Conditions to avoid: heat, open flame, dust accumulation. Incompatible materials: strong oxidisers. Hazardous decomposition products: on burning, see section 5.',
    disposal:
      'Dispose of according to the Law on the Prevention and Control of Environmental Pollution by Solid Waste and local rules, through a licensed contractor; recycle emptied containers or dispose of them as general industrial waste.',
    regulatory:
      'Regulations on the Safe Management of Hazardous Chemicals; GB 30000 series (classification and labelling); GB/T 16483 (content and order of SDS sections); GB/T 17519 (SDS guidance); GBZ 2.1 (occupational exposure limits). EU: REACH (EC) 1907/2006, CLP (EC) 1272/2008.',
    other:
      'This sheet is written from present knowledge, as guidance for safe handling only, and is no warranty of quality. Ask the supplier for its latest version.',
  },
};

/** A safety data sheet in the 16 sections of GB/T 16483, from the product's Colour Index data. */
export function drawSafetySheet(doc: Pdf, content: GeneratedDocument): void {
  const language = content.language;
  const l = labels[language];
  const texts = commonTexts[language];
  const hazard = hazardOf(content);
  const { product, supplier } = content;
  const isPaste = product.productKind === 'paste' || product.ciName === 'PM 1';
  const section = (index: number) => heading(doc, `${index + 1} ${safetySheetSections[language][index]}`, 11);
  const paragraph = (text: string) => doc.font('regular').fontSize(9).text(text, doc.page.margins.left);

  sheetHeader(doc, content, l.sheet);
  section(0);
  keyValues(doc, [
    [l.product, product.name],
    [l.code, product.code],
    [l.use, product.uses.join(language === 'zh' ? '、' : ', ')],
    [l.manufacturer, content.manufacturer],
    [l.supplier, supplier.name],
    [l.address, supplier.address],
    [l.phone, supplier.phone],
    [l.email, supplier.email],
  ]);
  section(1);
  keyValues(doc, [
    [l.classification, hazard.classification[language]],
    [l.signal, hazard.signal[language]],
    [l.statements, hazard.statements[language]],
    [l.prevention, l.preventionText],
  ]);
  section(2);
  keyValues(doc, [
    [l.substance, isPaste ? l.substanceText.paste : l.substanceText.powder],
    [l.chemistry, product.chemistry],
    [l.ci, colourIndexLabel(product) ?? ''],
    [l.cas, product.cas ?? ''],
    [l.content, isPaste ? (product.parameters.find((p) => /颜料含量|Pigment content|不挥发分|Non-volatile/.test(p.name))?.value ?? '') : '≥ 95%'],
  ]);
  section(3);
  paragraph(texts.firstAid);
  section(4);
  paragraph(texts.fire);
  section(5);
  paragraph(texts.release);
  section(6);
  paragraph(texts.handling);
  section(7);
  paragraph(texts.exposure);
  section(8);
  keyValues(doc, [
    [l.appearance, product.form],
    [l.colour, product.hex ?? ''],
    [l.odour, l.odourText],
    [l.solubility, l.solubilityText],
    ...product.parameters.map((parameter): [string, string] => [parameter.name, parameter.value]),
  ]);
  section(9);
  paragraph(texts.stability);
  section(10);
  paragraph(hazard.toxicology[language]);
  section(11);
  paragraph(hazard.ecology[language]);
  section(12);
  paragraph(texts.disposal);
  section(13);
  paragraph(hazard.transport[language]);
  section(14);
  paragraph(texts.regulatory);
  section(15);
  paragraph(texts.other);
  sheetFooter(doc, content);
}
