import { useEffect, useState } from 'react';
import { z } from 'zod';
import { adminPost } from '../../../lib/api.ts';
import { type AdminBrand, type AdminCategory, adminBrand, adminCategory } from '../../../schemas/catalog-admin.ts';

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
