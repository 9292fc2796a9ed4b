// Apart from cart.ts (which builds on it and re-exports it) so that the product page loads no classic zod.
export const MAX_QUANTITY = 99;
