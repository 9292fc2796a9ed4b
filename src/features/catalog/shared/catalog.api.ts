import { post } from '../../../lib/api.ts';
import type { ProductListQuery } from '../../../schemas/catalog.ts';

// The contracts (and zod/mini) load beside the first call, after the page's first paint.
const answers = () => import('../../../schemas/catalog-answers.ts');
const productListOutput = () => answers().then((contracts) => contracts.productListOutput);
const productLiveOutput = () => answers().then((contracts) => contracts.productLiveOutput);
const colourCardOutput = () => answers().then((contracts) => contracts.colourCardOutput);
const colourSearchOutput = () => answers().then((contracts) => contracts.colourSearchOutput);
// The product page is prerendered from it and reads no detail in the browser; only the comparison does.
const productDetail = () => import('../../../schemas/catalog.ts').then((contracts) => contracts.productDetail);

export const fetchProducts = (query: ProductListQuery) => post('product/getList', query, productListOutput);

export const fetchLive = (ids: number[]) => post('product/getLive', { ids }, productLiveOutput);

export const fetchColourCard = (brandId: number | undefined) => post('product/colourCard', brandId === undefined ? {} : { brandId }, colourCardOutput);

export const searchColours = (hex: string, brandId: number | undefined) =>
  post('product/colourSearch', { hex, limit: 12, ...(brandId === undefined ? {} : { brandId }) }, colourSearchOutput);

/** A product's detail; quiet, so that the caller decides what a product the shop no longer has means. */
export const fetchProduct = (id: number) => post('product/getById', { id }, productDetail, { quiet: true });
