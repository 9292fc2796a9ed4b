import { post } from '../../lib/api.ts';
import type { ColourMatch, ColourSwatch, ProductListOutput, ProductListQuery, ProductLiveOutput } from '../../schemas/catalog.ts';

// Read-only answers, typed by the shared contract and not checked again in the browser: the listing,
// product and colour-card pages then load no zod, which keeps their JavaScript small. tests/api/catalog.test.ts checks them against it.
export const fetchProducts = (query: ProductListQuery) => post<ProductListOutput>('product/getList', query);

export const fetchLive = (ids: number[]) => post<ProductLiveOutput>('product/getLive', { ids });

export const fetchColourCard = (brandId: number | undefined) => post<ColourSwatch[]>('product/colourCard', brandId === undefined ? {} : { brandId });

export const searchColours = (hex: string, brandId: number | undefined) =>
  post<ColourMatch[]>('product/colourSearch', { hex, limit: 12, ...(brandId === undefined ? {} : { brandId }) });
