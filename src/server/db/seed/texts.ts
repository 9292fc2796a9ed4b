import { type ApplicationCode, applicationLabels } from '../../../schemas/applications.ts';
import type { LocalizedText } from '../../../schemas/common.ts';
import { type DocumentType, documentTypeLabels } from '../../../schemas/document-values.ts';
import { messageIn } from '../../messages.ts';
import type { ParameterDraft } from './parameters.ts';
import type { ProductKind } from './taxonomy.ts';

/** "PB 15:3" → "PB153", for product codes. */
export const compactCiName = (ciName: string) => ciName.split('/')[0]!.replace(/[\s:]/g, '');

const kindNouns: Record<ProductKind, LocalizedText> = {
  inorganic: { zh: '无机颜料', en: 'inorganic pigment' },
  organic: { zh: '有机颜料', en: 'organic pigment' },
  dye: { zh: '染料', en: 'dye' },
  paste: { zh: '色浆', en: 'colour paste' },
};

const forms: Record<ProductKind, LocalizedText> = {
  inorganic: { zh: '粉末', en: 'Powder' },
  organic: { zh: '粉末', en: 'Powder' },
  dye: { zh: '粉末', en: 'Powder' },
  paste: { zh: '色浆', en: 'Paste' },
};

/** The short line under the product name: form, Colour Index name and two telling figures. */
export function specificationLine(
  kind: ProductKind,
  ci: LocalizedText,
  ciNumber: string,
  parameters: readonly ParameterDraft[],
  form: LocalizedText = forms[kind],
): LocalizedText {
  const quoted = ['pigmentContent', 'assay', 'heat', 'dyeHeat', 'light', 'dyeLight', 'fabricLight', 'sublimation', 'fineness', 'oilAbsorption']
    .map((key) => parameters.find((parameter) => parameter.key === key))
    .filter((parameter) => parameter !== undefined)
    .slice(0, 2);
  return {
    zh: [form.zh, `C.I. ${ci.zh}（${ciNumber}）`, ...quoted.map((p) => `${p.name.zh} ${p.value}`)].join('；'),
    en: [form.en, `C.I. ${ci.en} (${ciNumber})`, ...quoted.map((p) => `${p.name.en} ${p.value}`)].join('; '),
  };
}

export type IntroFacts = {
  name: LocalizedText;
  brand: LocalizedText;
  kind: ProductKind;
  chemistry: LocalizedText;
  ci: LocalizedText;
  ciNumber: string;
  tradeNameZh?: string | undefined;
  gradeLabel: LocalizedText;
  gradeNote: LocalizedText;
  uses: readonly ApplicationCode[];
  origin: LocalizedText;
  packs: readonly LocalizedText[];
  /** The documents the product page offers for download. */
  documents: readonly DocumentType[];
};

/** "a copper phthalocyanine (beta) organic pigment", "an iron oxide red inorganic pigment", "a colour paste of …". */
function describeEn(kind: ProductKind, chemistry: string): string {
  if (kind === 'paste') return `a colour paste of ${chemistry}`;
  const phrase = `${chemistry} ${kindNouns[kind].en}`;
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const dataSheets = ['tds', 'sds'] as const;

/**
 * Where the data sheets are: under the page's documents (named as the page names that section) for
 * those it offers, from customer service for the others.
 */
function sheetsSentence(documents: readonly DocumentType[]): LocalizedText {
  const zhName = (sheet: DocumentType) => `${documentTypeLabels[sheet].zh}（${documentTypeLabels[sheet].short}）`;
  const enName = (sheet: DocumentType) => `${documentTypeLabels[sheet].en.toLowerCase()} (${documentTypeLabels[sheet].short})`;
  const offered = dataSheets.filter((sheet) => documents.includes(sheet));
  const missing = dataSheets.filter((sheet) => !documents.includes(sheet));
  const zh = [
    offered.length > 0 ? `${offered.map(zhName).join('与')}可在本页“${messageIn('zh', 'product.documents')}”中下载。` : '',
    missing.length > 0 ? `如需${missing.map(zhName).join('或')}，请联系客服。` : '',
  ];
  const en = [
    offered.length > 0 ? `The ${offered.map(enName).join(' and ')} can be downloaded under ${messageIn('en', 'product.documents')} on this page.` : '',
    missing.length > 0 ? `Ask customer service for the ${missing.map(enName).join(' or ')}.` : '',
  ];
  return { zh: zh.join(''), en: en.filter(Boolean).join(' ') };
}

/** Safe HTML (p, ul/li, strong only), honest about the swatch and the typical values. */
export function introHtml(facts: IntroFacts): LocalizedText {
  const e = escapeHtml;
  const usesZh = facts.uses.map((use) => applicationLabels[use].zh).join('、');
  const usesEn = facts.uses.map((use) => applicationLabels[use].en.toLowerCase()).join(', ');
  const trade = facts.tradeNameZh ? `，业内也称“${e(facts.tradeNameZh)}”` : '';
  const zh = [
    `<p><strong>${e(facts.name.zh)}</strong>由${e(facts.brand.zh)}供应，是一款${e(facts.chemistry.zh)}${kindNouns[facts.kind].zh}，C.I. 名称为${e(facts.ci.zh)}（C.I. ${e(facts.ciNumber)}）${trade}。规格：${e(facts.gradeLabel.zh)}。${e(facts.gradeNote.zh)}</p>`,
    `<ul><li><strong>主要用途：</strong>${e(usesZh)}</li><li><strong>产地：</strong>${e(facts.origin.zh)}</li><li><strong>包装规格：</strong>${e(facts.packs.map((p) => p.zh).join('、'))}</li></ul>`,
    `<p>页面所示的本色与冲淡色（1:10 白色冲淡）色块为计算得到的近似值，不同显示设备会有偏差，仅供参考；选色请以实物色卡或小样打样为准。参数表为典型值，以随货质检报告（COA）为准。${sheetsSentence(facts.documents).zh}</p>`,
  ];
  const en = [
    `<p><strong>${e(facts.name.en)}</strong> from ${e(facts.brand.en)} is ${e(describeEn(facts.kind, facts.chemistry.en))}, Colour Index ${e(facts.ci.en)} (C.I. ${e(facts.ciNumber)}). Grade: ${e(facts.gradeLabel.en)}. ${e(facts.gradeNote.en)}</p>`,
    `<ul><li><strong>Main uses:</strong> ${e(usesEn)}</li><li><strong>Origin:</strong> ${e(facts.origin.en)}</li><li><strong>Packing:</strong> ${e(facts.packs.map((p) => p.en).join(', '))}</li></ul>`,
    `<p>The masstone and tint (1:10 reduction with white) swatches on this page are computed approximations and look different on every screen; use them as a guide only and match colours against a physical colour card or a sample. The parameters are typical values; the certificate of analysis shipped with each batch prevails. ${sheetsSentence(facts.documents).en}</p>`,
  ];
  return { zh: zh.join(''), en: en.join('') };
}
