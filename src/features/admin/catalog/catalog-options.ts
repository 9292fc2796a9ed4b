import { useEffect, useState } from 'react';
import { z } from 'zod';
import { adminPost } from '../../../lib/api.ts';
import { type AdminBrand, type AdminCategory, adminBrand, adminCategory } from '../../../schemas/catalog-admin.ts';

/** "涂料 / 溶剂型 / 工业 / 醇酸" for a category: its names from the top down. */
export function categoryPathName(categories: AdminCategory[], id: number): string {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const names: string[] = [];
  for (let category = byId.get(id); category; category = category.parentId === null ? undefined : byId.get(category.parentId)) names.unshift(category.nameZh);
  return names.join(' / ');
}

/** Brands and categories for the editor's choices, loaded once per screen. */
export function useCatalogOptions() {
  const [brands, setBrands] = useState<AdminBrand[]>([]);
  const [categories, setCategories] = useState<AdminCategory[]>([]);
  useEffect(() => {
    adminPost('catalog/brand/list', {}, z.array(adminBrand)).then(setBrands, () => {});
    adminPost('catalog/category/list', {}, z.array(adminCategory)).then(setCategories, () => {});
  }, []);
  return { brands, categories };
}
