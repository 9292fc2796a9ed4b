import { describe, expect, it } from 'vitest';
import { categoryPath, categoryTree, isLeaf, pathName, searchCategories, type TreeCategory } from './category-tree.ts';

const category = (id: number, parentId: number | null, level: number, nameZh: string, nameEn: string): TreeCategory => ({
  id,
  parentId,
  level,
  nameZh,
  nameEn,
});

// In the admin list's order: by level, then sort.
const list: TreeCategory[] = [
  category(1, null, 1, '颜料', 'Pigments'),
  category(2, null, 1, '空分类', 'Empty branch'),
  category(10, 1, 2, '有机颜料', 'Organic pigments'),
  category(11, 1, 2, '无机颜料', 'Inorganic pigments'),
  category(12, 2, 2, '空二级', 'Empty level two'),
  category(100, 10, 3, '酞菁', 'Phthalocyanine'),
  category(101, 11, 3, '氧化铁', 'Iron oxide'),
  category(102, 10, 3, '偶氮', 'Azo'),
  category(1000, 100, 4, '酞菁蓝', 'Phthalocyanine blue'),
  category(1001, 100, 4, '酞菁绿', 'Phthalocyanine green'),
  category(1002, 101, 4, '氧化铁红', 'Red iron oxide'),
];

describe('category tree', () => {
  const tree = categoryTree(list);

  it('offers only branches that lead down to a level-4 category, siblings in the list order', () => {
    expect(tree.children.get(null)?.map((one) => one.id)).toEqual([1]);
    expect(tree.children.get(1)?.map((one) => one.id)).toEqual([10, 11]);
    expect(tree.children.get(10)?.map((one) => one.id)).toEqual([100]);
    expect(tree.children.get(100)?.map((one) => one.id)).toEqual([1000, 1001]);
    expect(tree.children.has(2)).toBe(false);
    expect(tree.ordered.map((one) => one.id)).toEqual([1, 10, 100, 1000, 1001, 11, 101, 1002]);
  });

  it('reads a category’s path from the top down, and none for an unknown id', () => {
    expect(categoryPath(tree, 1000).map((one) => one.id)).toEqual([1, 10, 100, 1000]);
    expect(categoryPath(tree, 10).map((one) => one.id)).toEqual([1, 10]);
    expect(categoryPath(tree, 12).map((one) => one.id)).toEqual([2, 12]);
    expect(categoryPath(tree, 9999)).toEqual([]);
    expect(pathName(categoryPath(tree, 1000))).toBe('颜料 › 有机颜料 › 酞菁 › 酞菁蓝');
    expect(pathName(categoryPath(tree, 1000), 'en')).toBe('Pigments › Organic pigments › Phthalocyanine › Phthalocyanine blue');
  });

  it('knows a leaf by its level', () => {
    expect(isLeaf(tree.byId.get(1000))).toBe(true);
    expect(isLeaf(tree.byId.get(100))).toBe(false);
    expect(isLeaf(undefined)).toBe(false);
  });

  it('finds categories at any level by part of either name, case and width folded, in tree order', () => {
    const ids = (query: string, limit = 10) => searchCategories(tree, query, limit).matches.map((one) => one.id);
    expect(ids('酞菁')).toEqual([100, 1000, 1001]);
    expect(ids('  PHTHALO ')).toEqual([100, 1000, 1001]);
    expect(ids('ｉｒｏｎ')).toEqual([101, 1002]);
    expect(ids('有机')).toEqual([10]);
    expect(ids('empty')).toEqual([]);
    expect(ids('')).toEqual([]);
    expect(ids('   ')).toEqual([]);
    expect(ids('iron OXIDE')).toEqual([101, 1002]);
    expect(searchCategories(tree, 'e', 3)).toMatchObject({ matches: [{ id: 1 }, { id: 10 }, { id: 100 }], more: 5 });
  });

  it('takes several words to mean a category named by one of them under categories named by the others', () => {
    const ids = (query: string) => searchCategories(tree, query, 10).matches.map((one) => one.id);
    expect(ids('酞菁 绿')).toEqual([1001]);
    expect(ids('有机　phthalo')).toEqual([100, 1000, 1001]);
    expect(ids('organic blue')).toEqual([1000]);
    expect(ids('无机 酞菁')).toEqual([]);
  });
});
