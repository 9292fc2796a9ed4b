import type { z } from 'zod';

/**
 * What an example body names that only a real shop has: the caller's own address, orders, uploads…, and a
 * date that holds for a while only. The API description shows `shownObjects`; proof:inputs makes one of
 * each, once, and makes every example over the real ones.
 */
export type ExampleObjects = {
  /** A pack (SKU) in stock, and its product with at least one image. */
  pack: number;
  product: number;
  productImage: number;
  /** A level-1 category, and a category of the last level (where products go). */
  topCategory: number;
  leafCategory: number;
  /** Every banner, in its order. */
  banners: number[];
  /** The caller's address, and a second one that may be deleted. */
  address: number;
  spareAddress: number;
  /** The caller's invoice title. */
  invoiceTitle: number;
  /** Two orders of the caller's: one awaiting payment (with a pay-for-me link), one paid. */
  unpaidOrder: string;
  payLink: string;
  paidOrder: string;
  /** A line of the paid order, and the after-sales application made for it. */
  paidOrderLine: number;
  refund: string;
  /** The invoice asked for the paid order. */
  invoiceApplication: number;
  /** A line of the caller's cart, and an open price negotiation of theirs. */
  cartLine: number;
  negotiation: number;
  /** An image the caller uploaded, and one an editor uploaded. */
  uploadedImage: string;
  editorsImage: string;
  /** The caller's purchase requirement, and a supplier application. */
  requirement: number;
  supplierApplication: number;
  /** The caller's account (a mobile number). */
  customerPhone: string;
  /** A day an offer may be made valid until: within the coming year. */
  offerDay: string;
};

const shownObjects: ExampleObjects = {
  pack: 11,
  product: 3,
  productImage: 7,
  topCategory: 1,
  leafCategory: 24,
  banners: [1, 2, 3],
  address: 12,
  spareAddress: 13,
  invoiceTitle: 5,
  unpaidOrder: '20261122100000123456',
  payLink: 'b2Nk7qWm0sX3vYp9LrT4eHu6JcA1dF8gZiKoQnMwE5y',
  paidOrder: '20261121153000654321',
  paidOrderLine: 31,
  refund: 'RF20261122110000000123',
  invoiceApplication: 4,
  cartLine: 41,
  negotiation: 8,
  uploadedImage: '/api/uploads/202611/3f2a9c1e5b7d4a6f8e0c2b4d6f8a0c1e.png',
  editorsImage: '/api/uploads/202611/9a8b7c6d5e4f30211203f4e5d6c7b8a9.png',
  requirement: 6,
  supplierApplication: 2,
  customerPhone: '13912345677',
  offerDay: '2026-12-31',
};

type Example<T extends z.ZodType> = z.input<T> | ((objects: ExampleObjects) => z.input<T>);
type MakeExample = (objects: ExampleObjects) => unknown;

const makers = new WeakMap<z.core.$ZodType, MakeExample[]>();

/**
 * A request contract with its examples: valid bodies, written as a body or, where they name the caller's
 * objects, as a body made from them. The API description shows them; proof:inputs sends them and turns
 * them hostile one field at a time. An example that would change or delete a row it does not make names
 * none (id 90001), so that sending it harms nothing. (Kept beside the contract rather than in zod's metadata, whose JSON
 * Schema drops the examples of a contract that transforms what it reads.)
 */
export function withExamples<T extends z.ZodType, const E extends Example<T>[]>(contract: T, ...examples: E): T {
  makers.set(
    contract,
    examples.map((example): MakeExample => (typeof example === 'function' ? (example as MakeExample) : () => example)),
  );
  return contract;
}

/** A contract's examples made over `objects` (by default those the API description shows): none for a contract without. */
export const examplesOf = (contract: z.core.$ZodType, objects: ExampleObjects = shownObjects): unknown[] =>
  makers.get(contract)?.map((make) => make(objects)) ?? [];
