import { productListOutput, productLiveOutput } from '../src/schemas/catalog.ts';
export const f = (x: unknown) => [productListOutput.safeParse(x), productLiveOutput.safeParse(x)];
