import type { Locale } from '../../../schemas/common.ts';
import { heading, keyValues, table } from '../pdf/layout.ts';
import type { Pdf } from '../pdf/render.ts';
import type { GeneratedDocument } from './generated-content.ts';
import { sheetFooter, sheetHeader } from './sheet-parts.ts';

const words = {
  zh: {
    sheet: '技术数据表',
    identity: '产品信息',
    product: '产品名称',
    code: '产品编号',
    manufacturer: '生产商',
    origin: '产地',
    ciName: '颜色索引名称',
    ciNumber: '颜色索引号',
    chemistry: '化学组成',
    cas: 'CAS 号',
    form: '外观',
    colour: '近似色值',
    properties: '技术指标',
    property: '项目',
    value: '典型值',
    uses: '推荐应用',
    storage: '包装与储存',
    storageText: '密封储存于阴凉、干燥、通风处，避免受潮和阳光直射；开封后请尽快使用并重新封口。保质期：正确储存条件下 36 个月。',
    note: '说明',
    noteText: '以上数据为典型值，不构成产品规格或质量保证；用户应根据自身配方和工艺进行试验以确认适用性。安全信息见本产品的安全技术说明书（SDS）。',
  },
  en: {
    sheet: 'Technical Data Sheet',
    identity: 'Product information',
    product: 'Product name',
    code: 'Product code',
    manufacturer: 'Manufacturer',
    origin: 'Origin',
    ciName: 'Colour Index name',
    ciNumber: 'Colour Index number',
    chemistry: 'Chemistry',
    cas: 'CAS number',
    form: 'Appearance',
    colour: 'Approximate colour',
    properties: 'Properties',
    property: 'Property',
    value: 'Typical value',
    uses: 'Recommended applications',
    storage: 'Packing and storage',
    storageText:
      'Keep tightly closed in a cool, dry, well-ventilated place, away from moisture and direct sunlight; reseal opened packs and use them soon. Shelf life: 36 months when stored as described.',
    note: 'Note',
    noteText:
      'The figures above are typical values, not a specification or a warranty; test the product in your own formulation and process to confirm its suitability. Safety information: see the safety data sheet (SDS) of this product.',
  },
} satisfies Record<Locale, Record<string, string>>;

/** A technical data sheet: identity with the Colour Index data, the typical properties, applications, storage. */
export function drawDataSheet(doc: Pdf, content: GeneratedDocument): void {
  const w = words[content.language];
  const { product } = content;
  sheetHeader(doc, content, w.sheet);
  heading(doc, w.identity, 12);
  keyValues(doc, [
    [w.product, product.name],
    [w.code, product.code],
    [w.manufacturer, content.manufacturer],
    [w.origin, product.origin],
    [w.ciName, [product.ciName, product.ciLongName].filter(Boolean).join(' · ')],
    [w.ciNumber, product.ciNumber ? `C.I. ${product.ciNumber}` : ''],
    [w.chemistry, product.chemistry],
    [w.cas, product.cas ?? ''],
    [w.form, product.form],
    [w.colour, product.hex ?? ''],
  ]);
  heading(doc, w.properties, 12);
  table(
    doc,
    [
      { header: w.property, width: 0.55 },
      { header: w.value, width: 0.45 },
    ],
    product.parameters.map((parameter) => [parameter.name, parameter.value]),
  );
  heading(doc, w.uses, 12);
  doc.text(product.uses.join(content.language === 'zh' ? '、' : ', '));
  heading(doc, w.storage, 12);
  doc.text(w.storageText);
  heading(doc, w.note, 12);
  doc.text(w.noteText);
  sheetFooter(doc, content);
}
