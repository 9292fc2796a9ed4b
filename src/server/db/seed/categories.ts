import type { LocalizedText } from '../../../schemas/common.ts';
import { chemistryGroups, colourFamilies, type GradeKey, grades, kindOrder, kinds } from './taxonomy.ts';
import type { ProductTemplate } from './templates.ts';

export type CategoryDraft = {
  slug: string;
  parentSlug: string | null;
  level: 1 | 2 | 3 | 4;
  name: LocalizedText;
  sort: number;
};

/** The level-4 category a template's products belong to: kind-colour-group-grade. */
export const leafSlug = (template: ProductTemplate) => [template.kind, template.colour, template.group, template.grade].join('-');

const orderOf = (keys: readonly string[]) => (key: string) => keys.indexOf(key);
const colourRank = orderOf(Object.keys(colourFamilies));
const groupRank = orderOf(Object.keys(chemistryGroups));
const gradeRank = orderOf(Object.keys(grades));

/** Only the branches some template needs, so every leaf can hold products; siblings sorted 10, 20, 30… */
export function buildCategoryTree(templates: readonly ProductTemplate[]): CategoryDraft[] {
  const drafts: CategoryDraft[] = [];
  const sortCounter = new Map<string | null, number>();
  const add = (slug: string, parentSlug: string | null, level: CategoryDraft['level'], name: LocalizedText) => {
    const sort = (sortCounter.get(parentSlug) ?? 0) + 10;
    sortCounter.set(parentSlug, sort);
    drafts.push({ slug, parentSlug, level, name, sort });
  };

  for (const kind of kindOrder) {
    const ofKind = templates.filter((template) => template.kind === kind);
    if (ofKind.length === 0) continue;
    add(kind, null, 1, kinds[kind]);
    for (const colour of unique(ofKind.map((t) => t.colour)).sort((a, b) => colourRank(a) - colourRank(b))) {
      const colourSlug = `${kind}-${colour}`;
      add(colourSlug, kind, 2, colourFamilies[colour]);
      const ofColour = ofKind.filter((template) => template.colour === colour);
      for (const group of unique(ofColour.map((t) => t.group)).sort((a, b) => groupRank(a) - groupRank(b))) {
        const groupSlug = `${colourSlug}-${group}`;
        add(groupSlug, colourSlug, 3, { zh: chemistryGroups[group].zh, en: chemistryGroups[group].en });
        const ofGroup = ofColour.filter((template) => template.group === group);
        const gradeKeys: GradeKey[] = unique(ofGroup.map((t) => t.grade)).sort((a, b) => gradeRank(a) - gradeRank(b));
        for (const grade of gradeKeys) add(`${groupSlug}-${grade}`, groupSlug, 4, grades[grade].category);
      }
    }
  }
  return drafts;
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];
