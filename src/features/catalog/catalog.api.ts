import { post } from '../../lib/api.ts';
import { productListOutput, productLiveOutput, type ProductListQuery } from '../../schemas/catalog.ts';

export const fetchProducts = (query: ProductListQuery) => post('product/getList', query, productListOutput);

export const fetchLive = (ids: number[]) => post('product/getLive', { ids }, productLiveOutput);
