import type { ApplicationCode } from '../../../schemas/applications.ts';
import type { SupplyKey } from './brands.ts';
import { type Dye, dyes } from './dyes.ts';
import { pastes } from './pastes.ts';
import { type Pigment, pigments } from './pigments.ts';
import { type ColourFamily, chemistryGroups, type GradeKey, type GroupKey, type PasteBase, type ProductKind, type Range } from './taxonomy.ts';

/** One sellable line before a brand is chosen: a pigment, dye or paste in one grade. */
export type ProductTemplate = {
  kind: ProductKind;
  colour: ColourFamily;
  group: GroupKey;
  grade: GradeKey;
  supplyKey: SupplyKey;
  uses: readonly ApplicationCode[];
  source: { type: 'pigment'; pigment: Pigment } | { type: 'dye'; dye: Dye } | { type: 'paste'; pigment: Pigment; base: PasteBase; pigmentPercent: Range };
};

const pasteUses: Record<PasteBase, readonly ApplicationCode[]> = {
  waterborne: ['coatings', 'construction'],
  solventborne: ['coatings', 'inks'],
  universal: ['coatings', 'construction'],
};

/** The grade's own use first, then the rest of the material's uses. */
const usesFor = (grade: ApplicationCode, uses: readonly ApplicationCode[]) => [grade, ...uses.filter((use) => use !== grade)];

export function productTemplates(): ProductTemplate[] {
  const fromPigments = pigments.flatMap((pigment) =>
    pigment.uses.map(
      (grade): ProductTemplate => ({
        kind: chemistryGroups[pigment.group].kind,
        colour: pigment.colour,
        group: pigment.group,
        grade,
        supplyKey: pigment.group,
        uses: usesFor(grade, pigment.uses),
        source: { type: 'pigment', pigment },
      }),
    ),
  );
  const fromDyes = dyes.flatMap((dye) =>
    dye.uses.map(
      (grade): ProductTemplate => ({
        kind: 'dye',
        colour: dye.colour,
        group: dye.group,
        grade,
        supplyKey: dye.group,
        uses: usesFor(grade, dye.uses),
        source: { type: 'dye', dye },
      }),
    ),
  );
  const fromPastes = pastes.flatMap((paste) => {
    const pigment = pigments.find((candidate) => candidate.key === paste.pigmentKey);
    if (!pigment) throw new Error(`paste of unknown pigment ${paste.pigmentKey}`);
    return paste.bases.map(
      (base): ProductTemplate => ({
        kind: 'paste',
        colour: pigment.colour,
        group: pigment.group,
        grade: base,
        supplyKey: 'paste',
        uses: pasteUses[base],
        source: { type: 'paste', pigment, base, pigmentPercent: paste.pigmentPercent },
      }),
    );
  });
  return [...fromPigments, ...fromDyes, ...fromPastes];
}
