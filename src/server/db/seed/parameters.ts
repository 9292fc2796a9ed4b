import type { LocalizedText } from '../../../schemas/common.ts';
import type { Dye } from './dyes.ts';
import type { Pigment } from './pigments.ts';
import type { Random } from './random.ts';
import { type ChemistryGroup, chemistryGroups, type GradeKey, type PasteBase, type Performance, type Range } from './taxonomy.ts';

/** A row of the product's parameter table; `key` lets the specification line quote it. */
export type ParameterDraft = { key: string; name: LocalizedText; value: string };

const names = {
  oilAbsorption: { zh: '吸油量', en: 'Oil absorption' },
  density: { zh: '密度', en: 'Density' },
  ph: { zh: 'pH 值', en: 'pH value' },
  moisture: { zh: '水分', en: 'Moisture' },
  sieveResidue: { zh: '筛余物（325 目）', en: 'Sieve residue (325 mesh)' },
  heat: { zh: '耐热性', en: 'Heat resistance' },
  light: { zh: '耐光性（1–8 级）', en: 'Light fastness (1–8)' },
  weather: { zh: '耐候性（1–5 级）', en: 'Weather fastness (1–5)' },
  tintingStrength: { zh: '着色力（与标样比）', en: 'Tinting strength (vs standard)' },
  fineness: { zh: '细度', en: 'Fineness' },
  nonVolatile: { zh: '不挥发分', en: 'Non-volatile content' },
  particleSize: { zh: '粒径 D50', en: 'Particle size D50' },
  strength: { zh: '力份（与标样比）', en: 'Strength (vs standard)' },
  meltingPoint: { zh: '熔点', en: 'Melting point' },
  dyeHeat: { zh: '耐热性（PS）', en: 'Heat resistance (PS)' },
  dyeLight: { zh: '耐光性（PS，1–8 级）', en: 'Light fastness (PS, 1–8)' },
  insolubles: { zh: '不溶物', en: 'Insolubles' },
  fabricLight: { zh: '耐光牢度（涤纶，1–8 级）', en: 'Light fastness on PET (1–8)' },
  sublimation: { zh: '升华牢度（1–5 级）', en: 'Sublimation fastness (1–5)' },
  washFastness: { zh: '皂洗牢度（1–5 级）', en: 'Wash fastness (1–5)' },
  pigmentContent: { zh: '颜料含量', en: 'Pigment content' },
  solids: { zh: '固含量', en: 'Solids content' },
  viscosity: { zh: '粘度', en: 'Viscosity' },
} satisfies Record<string, LocalizedText>;
type NameKey = keyof typeof names;

const drawInt = (random: Random, [min, max]: Range, step = 1) => Math.round(random.between(min, max) / step) * step;
const drawFixed = (random: Random, [min, max]: Range, decimals: number) => random.between(min, max).toFixed(decimals);
const row = (key: NameKey, value: string): ParameterDraft => ({ key, name: names[key], value });

export function pigmentPerformance(pigment: Pigment): Performance {
  const group: ChemistryGroup = chemistryGroups[pigment.group];
  if (!group.performance) throw new Error(`no typical values for ${pigment.group}`);
  return { ...group.performance, ...pigment.performance };
}

export function pigmentParameters(pigment: Pigment, grade: GradeKey, random: Random): ParameterDraft[] {
  const performance = pigmentPerformance(pigment);
  const group: ChemistryGroup = chemistryGroups[pigment.group];
  const heat = row('heat', `${drawInt(random, performance.heatC, 10)} °C`);
  const light = row('light', `${drawInt(random, performance.light)}`);
  const weather = row('weather', `${drawInt(random, performance.weather)}`);
  const density = row('density', `${drawFixed(random, performance.density, 2)} g/cm³`);
  const oil = row('oilAbsorption', `${drawInt(random, performance.oilAbsorption)} g/100g`);
  const assay = group.assay
    ? [{ key: 'assay', name: { zh: group.assay.zh, en: group.assay.en }, value: `≥ ${drawFixed(random, group.assay.percent, 1)}%` }]
    : [];

  if (pigment.group === 'aluminium') {
    return [row('nonVolatile', `${drawInt(random, [60, 72])}%`), row('particleSize', `${drawInt(random, [8, 35])} µm`), density, heat, light, weather];
  }
  if (pigment.group === 'pearlescent') {
    const low = drawInt(random, [5, 20], 5);
    return [
      row('particleSize', `${low}–${low + drawInt(random, [20, 40], 5)} µm`),
      { key: 'assay', name: { zh: 'TiO₂ 含量', en: 'TiO₂ content' }, value: `${drawInt(random, [26, 45])}%` },
      oil,
      density,
      heat,
      light,
    ];
  }
  if (group.kind === 'inorganic') {
    const phLow = random.between(pigment.group === 'carbon-black' ? 3 : 5.5, 7.5);
    return [
      ...assay,
      oil,
      density,
      row('ph', `${phLow.toFixed(1)}–${(phLow + 1.5).toFixed(1)}`),
      row('moisture', `≤ ${drawFixed(random, [0.3, 1], 1)}%`),
      row('sieveResidue', `≤ ${drawFixed(random, [0.01, 0.3], 2)}%`),
      heat,
    ];
  }
  const inkLike = grade === 'inks' || grade === 'paper';
  return [
    oil,
    density,
    heat,
    light,
    inkLike ? row('fineness', `≤ ${drawInt(random, [10, 25])} µm`) : weather,
    row('moisture', `≤ ${drawFixed(random, [0.5, 1.5], 1)}%`),
    row('tintingStrength', `${drawInt(random, [98, 105])}%`),
  ];
}

export function dyeParameters(dye: Dye, random: Random): ParameterDraft[] {
  const strength = row('strength', `${random.pick([100, 100, 100, 150, 200])}%`);
  const moisture = row('moisture', `≤ ${drawFixed(random, [0.5, 1], 1)}%`);
  if (dye.group === 'disperse-dye') {
    return [
      strength,
      row('fabricLight', `${drawInt(random, dye.light)}`),
      row('sublimation', `${drawInt(random, dye.sublimation ?? [3, 4])}`),
      row('washFastness', `${drawInt(random, [4, 5])}`),
      moisture,
    ];
  }
  return [
    strength,
    ...(dye.meltingPointC === undefined ? [] : [row('meltingPoint', `${dye.meltingPointC} °C`)]),
    row('dyeHeat', `${drawInt(random, dye.heatC ?? [260, 300], 10)} °C`),
    row('dyeLight', `${drawInt(random, dye.light)}`),
    moisture,
    row('insolubles', `≤ ${drawFixed(random, [0.2, 0.5], 1)}%`),
  ];
}

export function pasteParameters(pigment: Pigment, base: PasteBase, pigmentPercent: number, random: Random): ParameterDraft[] {
  const pigmentDensity = random.between(...pigmentPerformance(pigment).density);
  const pasteDensity = 1 + (pigmentPercent / 100) * (pigmentDensity - 1) * 0.75;
  const phLow = random.between(7.5, 8.5);
  return [
    row('pigmentContent', `${pigmentPercent}%`),
    row('solids', `${Math.min(80, pigmentPercent + drawInt(random, [5, 15]))}%`),
    row('viscosity', `${drawInt(random, [1500, 6000], 100)} mPa·s`),
    row('fineness', `≤ ${drawInt(random, [5, 15])} µm`),
    row('density', `${pasteDensity.toFixed(2)} g/cm³`),
    ...(base === 'solventborne' ? [] : [row('ph', `${phLow.toFixed(1)}–${(phLow + 1).toFixed(1)}`)]),
  ];
}
