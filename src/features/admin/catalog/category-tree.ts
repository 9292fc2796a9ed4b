import { type AdminCategory, CATEGORY_LEAF_LEVEL } from '../../../schemas/catalog-admin.ts';

export type TreeCategory = Pick<AdminCategory, 'id' | 'parentId' | 'level' | 'nameZh' | 'nameEn'>;

export type CategoryTree = {
  byId: Map<number, TreeCategory>;
  /** Each parent's children (`null`: the top level) in the list's order: only those a product can be filed under, at or below them. */
  children: Map<number | null, TreeCategory[]>;
  /** The same categories depth first: each followed by its children. */
  ordered: TreeCategory[];
};

export const isLeaf = (category: TreeCategory | undefined): boolean => category?.level === CATEGORY_LEAF_LEVEL;

/** The tree of the admin's flat category list; a branch with no leaf under it holds no product, so it is left out of the choices. */
export function categoryTree(categories: readonly TreeCategory[]): CategoryTree {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const all = new Map<number | null, TreeCategory[]>();
  for (const category of categories) all.set(category.parentId, [...(all.get(category.parentId) ?? []), category]);

  const leadsToLeaf = (category: TreeCategory): boolean => isLeaf(category) || (all.get(category.id) ?? []).some(leadsToLeaf);
  const children = new Map<number | null, TreeCategory[]>();
  for (const [parentId, siblings] of all) {
    const kept = siblings.filter(leadsToLeaf);
    if (kept.length > 0) children.set(parentId, kept);
  }
  const depthFirst = (parentId: number | null): TreeCategory[] =>
    (children.get(parentId) ?? []).flatMap((category) => [category, ...(isLeaf(category) ? [] : depthFirst(category.id))]);
  const ordered = depthFirst(null);
  return { byId, children, ordered };
}

/** A category and its ancestors from the top down; empty for an unknown id. */
export function categoryPath(tree: CategoryTree, id: number): TreeCategory[] {
  const path: TreeCategory[] = [];
  for (let category = tree.byId.get(id); category; category = category.parentId === null ? undefined : tree.byId.get(category.parentId)) path.unshift(category);
  return path;
}

/** "颜料 › 有机颜料 › 酞菁 › 酞菁蓝": a path's names in one language. */
export const pathName = (path: readonly TreeCategory[], language: 'zh' | 'en' = 'zh'): string =>
  path.map((category) => (language === 'zh' ? category.nameZh : category.nameEn)).join(' › ');

// Full-width letters, digits and spaces (Ｂｌｕｅ) read as their plain forms.
const folded = (text: string) => text.normalize('NFKC').toLowerCase();
const holds = (category: TreeCategory, word: string) => folded(category.nameZh).includes(word) || folded(category.nameEn).includes(word);

/**
 * The categories, at any level, whose Chinese or English name holds the query (case and width folded), in
 * tree order: the first `limit`, and how many more there are. A query of several words (leaves' names
 * repeat under many branches: "酞菁 塑料") finds a category whose name holds one of them, and its path every one.
 */
export function searchCategories(tree: CategoryTree, query: string, limit: number): { matches: TreeCategory[]; more: number } {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return { matches: [], more: 0 };
  const all = tree.ordered.filter((category) => {
    if (!words.some((word) => holds(category, word))) return false;
    const path = categoryPath(tree, category.id);
    return words.every((word) => path.some((above) => holds(above, word)));
  });
  return { matches: all.slice(0, limit), more: Math.max(0, all.length - limit) };
}
