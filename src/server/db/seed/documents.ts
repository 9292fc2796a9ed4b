import { beijingDay } from '../../../lib/dates.ts';
import { applicationLabels } from '../../../schemas/applications.ts';
import { ciLongName } from '../../../schemas/colour-index.ts';
import type { Locale } from '../../../schemas/common.ts';
import { locales } from '../../../schemas/locales.ts';
import type { GeneratedDocument } from '../../services/documents/generated-content.ts';
import type { BrandSeed } from './brands.ts';
import { casNumbers } from './cas-numbers.ts';
import { configValues } from './config.ts';
import type { ProductDraft } from './products.ts';

const website = configValues.website;
const sheetNames = {
  tds: { zh: '技术数据表', en: 'Technical Data Sheet' },
  sds: { zh: '安全技术说明书', en: 'Safety Data Sheet' },
};

const formOf = (draft: ProductDraft, language: Locale) => {
  const paste = draft.product.kind === 'paste' || draft.product.ciName === 'PM 1';
  return paste ? { zh: '色浆 / 浆状', en: 'Paste' }[language] : { zh: '粉末', en: 'Powder' }[language];
};

/** The data sheets every demo product comes with, each in both languages. */
export const seededSheetKinds = ['tds', 'sds'] as const;

/** The date a sheet was issued: the product's own creation day, in Beijing time. */
const issuedOn = (draft: ProductDraft) => beijingDay(draft.product.createdAt as Date);

/**
 * Each demo product's technical and safety data sheets in both languages, made from its Colour Index
 * data: what they say is fixed here, the files are made at their first download.
 */
export function generatedSheets(draft: ProductDraft, brand: BrandSeed): GeneratedDocument[] {
  const { product } = draft;
  const ciName = product.ciName ?? null;
  const longName = ciName ? ciLongName(ciName) : null;
  return seededSheetKinds.flatMap((kind) =>
    locales.map((language): GeneratedDocument => {
      const name = language === 'zh' ? product.nameZh : product.nameEn;
      const sheet = sheetNames[kind][language];
      return {
        kind,
        language,
        title: `${name} ${sheet}`,
        versionDate: issuedOn(draft),
        product: {
          code: product.code,
          name,
          productKind: product.kind,
          ciName,
          ciNumber: product.ciNumber ?? null,
          ciLongName: longName?.[language] ?? null,
          chemistry: language === 'zh' ? product.chemistryZh : product.chemistryEn,
          cas: ciName ? (casNumbers[ciName] ?? null) : null,
          hex: draft.colours.natural,
          form: formOf(draft, language),
          origin: language === 'zh' ? product.originZh : product.originEn,
          parameters: draft.parameters.map((parameter) => ({ name: parameter.name[language], value: parameter.value })),
          uses: product.applicability.map((code) => applicationLabels[code as keyof typeof applicationLabels]?.[language] ?? code),
        },
        manufacturer: brand.name[language],
        supplier: { name: website.name[language], address: website.address[language], phone: website.hotline, email: website.email },
      };
    }),
  );
}
