import { ciLongName } from '../../../schemas/colour-index.ts';
import type { LocalizedText } from '../../../schemas/common.ts';
import type { products } from '../schema.ts';
import { type BrandSeed, brands, type SupplyKey } from './brands.ts';
import { leafSlug } from './categories.ts';
import { tintWithWhite } from './colour.ts';
import { daysFromBase } from './dates.ts';
import { seededSheetKinds } from './documents.ts';
import { dyeParameters, type ParameterDraft, pasteParameters, pigmentParameters, pigmentPerformance } from './parameters.ts';
import { createRandom, type Random, seedFrom } from './random.ts';
import { buildSkus, type SkuDraft } from './skus.ts';
import { chemistryGroups, type GradeKey, grades, type PackingStyle } from './taxonomy.ts';
import { type ProductTemplate, productTemplates } from './templates.ts';
import { compactCiName, introHtml, specificationLine } from './texts.ts';

type ProductRow = Omit<typeof products.$inferInsert, 'id' | 'brandId' | 'categoryId'>;

/** A product with everything that hangs off it, before ids exist. */
export type ProductDraft = {
  brandSlug: string;
  categorySlug: string;
  product: ProductRow & { code: string };
  parameters: ParameterDraft[];
  colours: { natural: string; diluted: string };
  skus: SkuDraft[];
};

/** One product in this many has every pack sold out, so the shop shows that state. */
const SOLD_OUT_EVERY = 50;

/** Grades that cost more (or less) than the standard grade of the same pigment. */
const gradePriceFactors: Partial<Record<GradeKey, number>> = {
  automotive: 1.2,
  cosmetics: 1.6,
  fibres: 1.1,
  ceramics: 1.05,
  construction: 0.9,
  detergents: 0.95,
};

/**
 * `count` products: the templates (pigment × grade, dye × grade, paste × base) in turn, each round
 * with the next brand that supplies the template, so product i is the same whatever the count.
 */
export function generateProducts(count: number): ProductDraft[] {
  const templates = productTemplates();
  const codeCounts = new Map<string, number>();
  const drafts: ProductDraft[] = [];
  for (let index = 0; index < count; index++) {
    const templateIndex = index % templates.length;
    const template = templates[templateIndex]!;
    const suppliers = brandsSupplying(template.supplyKey);
    const brand = suppliers[(templateIndex + Math.floor(index / templates.length)) % suppliers.length]!;
    const ciName = template.source.type === 'dye' ? template.source.dye.ciName : template.source.pigment.ciName;
    const codeStem = `${brand.code}-${compactCiName(ciName)}-${grades[template.grade].letter}`;
    const sequence = (codeCounts.get(codeStem) ?? 0) + 1;
    codeCounts.set(codeStem, sequence);
    const draft = buildProduct(template, brand, `${codeStem}${String(sequence).padStart(2, '0')}`);
    if (index % SOLD_OUT_EVERY === SOLD_OUT_EVERY - 1) for (const sku of draft.skus) sku.stock = 0;
    drafts.push(draft);
  }
  return drafts;
}

const supplierCache = new Map<SupplyKey, BrandSeed[]>();
function brandsSupplying(key: SupplyKey): BrandSeed[] {
  let found = supplierCache.get(key);
  if (!found) {
    found = brands.filter((brand) => brand.supplies.includes(key));
    if (found.length === 0) throw new Error(`no brand supplies ${key}`);
    supplierCache.set(key, found);
  }
  return found;
}

type Material = {
  ciName: string;
  ciNumber: string;
  chemistry: LocalizedText;
  hex: string;
  name: LocalizedText;
  tradeNameZh?: string | undefined;
  parameters: ParameterDraft[];
  priceYuanPerKg: number;
  packing: PackingStyle;
  form?: LocalizedText;
};

function describeMaterial(template: ProductTemplate, model: string, random: Random): Material {
  const grade = grades[template.grade];
  const source = template.source;
  if (source.type === 'dye') {
    const { dye } = source;
    return {
      ciName: dye.ciName,
      ciNumber: dye.ciNumber,
      chemistry: { zh: dye.chemistryZh, en: dye.chemistryEn },
      hex: dye.hex,
      name: { zh: `${dye.nameZh} ${model}（${grade.label.zh}）`, en: `${dye.nameEn} ${model} (${grade.label.en})` },
      tradeNameZh: dye.tradeNameZh,
      parameters: dyeParameters(dye, random),
      priceYuanPerKg: random.between(...dye.priceYuanPerKg),
      packing: 'dye',
    };
  }
  const { pigment } = source;
  const pigmentPrice = random.between(...pigmentPerformance(pigment).priceYuanPerKg);
  const common = { ciName: pigment.ciName, ciNumber: pigment.ciNumber, hex: pigment.hex };
  if (source.type === 'paste') {
    const percent = random.int(...source.pigmentPercent);
    return {
      ...common,
      chemistry: { zh: pigment.chemistryZh, en: pigment.chemistryEn },
      name: {
        zh: `${pigment.nameZh}${/[A-Za-z0-9]$/.test(pigment.nameZh) ? ' ' : ''}色浆 ${model}（${grade.label.zh}）`,
        en: `${pigment.nameEn} Paste ${model} (${grade.label.en})`,
      },
      parameters: pasteParameters(pigment, source.base, percent, random),
      // Pigment share of the powder price, a margin for dispersing, and the vehicle.
      priceYuanPerKg: pigmentPrice * (percent / 100) * 1.1 + 8,
      packing: 'paste',
    };
  }
  const isAluminiumPaste = pigment.group === 'aluminium';
  return {
    ...common,
    chemistry: { zh: pigment.chemistryZh, en: pigment.chemistryEn },
    name: { zh: `${pigment.nameZh} ${model}（${grade.label.zh}）`, en: `${pigment.nameEn} ${model} (${grade.label.en})` },
    parameters: pigmentParameters(pigment, template.grade, random),
    priceYuanPerKg: pigmentPrice * (gradePriceFactors[template.grade] ?? 1),
    packing: chemistryGroups[pigment.group].packing,
    ...(isAluminiumPaste ? { form: { zh: '浆状', en: 'Paste' } } : {}),
  };
}

const modelLetters = ['G', 'R', 'B', 'S', 'H', 'F', 'L', 'N', 'E'] as const;

function buildProduct(template: ProductTemplate, brand: BrandSeed, code: string): ProductDraft {
  const random = createRandom(seedFrom(code));
  const model = `${random.pick(modelLetters)}${random.chance(0.4) ? random.pick(modelLetters) : ''}-${random.int(101, 989)}`;
  const material = describeMaterial(template, model, random);
  const grade = grades[template.grade];
  const origin = random.pick(brand.sites);
  // Half-yuan steps, as a price list would have them.
  const basePricePerKgFen = Math.round(material.priceYuanPerKg * brand.priceFactor * 2) * 50;
  const skus = buildSkus(material.packing, basePricePerKgFen, random);
  const ci = ciLongName(material.ciName);
  const specification = specificationLine(template.kind, ci, material.ciNumber, material.parameters, material.form);
  const intro = introHtml({
    name: material.name,
    brand: brand.name,
    kind: template.kind,
    chemistry: material.chemistry,
    ci,
    ciNumber: material.ciNumber,
    tradeNameZh: material.tradeNameZh,
    gradeLabel: grade.label,
    gradeNote: grade.note,
    uses: template.uses,
    origin,
    packs: skus.map((sku) => ({ zh: sku.labelZh, en: sku.labelEn })),
    documents: seededSheetKinds,
  });
  // A long tail with a few best sellers.
  const sales = 5 + Math.floor(5000 * random.next() ** 4);
  const createdDaysAgo = random.int(10, 300);
  const createdAt = daysFromBase(-createdDaysAgo, random.int(0, 600));
  const updatedAt = new Date(createdAt.getTime() + random.int(0, (createdDaysAgo - 1) * 1440) * 60_000);

  return {
    brandSlug: brand.slug,
    categorySlug: leafSlug(template),
    product: {
      code,
      kind: template.kind,
      nameZh: material.name.zh,
      nameEn: material.name.en,
      ciName: material.ciName,
      ciNumber: material.ciNumber,
      chemistryZh: material.chemistry.zh,
      chemistryEn: material.chemistry.en,
      originZh: origin.zh,
      originEn: origin.en,
      applicability: [...template.uses],
      specificationZh: specification.zh,
      specificationEn: specification.en,
      introZh: intro.zh,
      introEn: intro.en,
      imageUrl: null,
      salesCount: brand.popular ? Math.round(sales * 1.4) : sales,
      published: true,
      createdAt,
      updatedAt,
    },
    parameters: material.parameters,
    colours: { natural: material.hex.toUpperCase(), diluted: tintWithWhite(material.hex) },
    skus,
  };
}
