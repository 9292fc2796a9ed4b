import type { CartLine } from '../../../schemas/cart.ts';
import type { LeftOutLine, LeftOutReason } from '../../../schemas/checkout.ts';
import type { ErrorName } from '../../../schemas/errors.ts';
import { ApiError } from '../../http/api-error.ts';

/** Why a priced line cannot be ordered as it is now, or null when it can. */
export function reasonLeftOut(line: CartLine): LeftOutReason | null {
  if (line.retired) return 'retired';
  if (!line.available) return line.stock > 0 ? 'notSold' : 'soldOut';
  if (line.quantity > line.stock) return 'shortOfStock';
  return null;
}

/** The lines that can be ordered now, and the others with their reasons. */
export function splitOrderable(lines: CartLine[]): { orderable: CartLine[]; leftOut: LeftOutLine[] } {
  const orderable: CartLine[] = [];
  const leftOut: LeftOutLine[] = [];
  for (const line of lines) {
    const reason = reasonLeftOut(line);
    if (reason === null) orderable.push(line);
    else
      leftOut.push({
        skuId: line.skuId,
        cartLineId: line.id,
        productName: line.productName,
        specLabel: line.specLabel,
        quantity: line.quantity,
        stock: line.stock,
        reason,
      });
  }
  return { orderable, leftOut };
}

/** The refusal a left-out line gives when the buyer did not agree to order without it. */
const refusalOf: Record<LeftOutReason, ErrorName> = {
  retired: 'productRetired',
  notSold: 'noSpecification',
  soldOut: 'noSpecification',
  shortOfStock: 'quantityOutOfRange',
};

/**
 * Refuses an order that would leave out a line the buyer did not see left out (it changed since the
 * quote, or the caller never asked): with that line's own reason, and its pack and stock.
 */
export function refuseUnagreedLeftOut(leftOut: LeftOutLine[], agreed: readonly number[] | undefined): void {
  const unagreed = leftOut.find((line) => !agreed?.includes(line.skuId));
  if (unagreed) throw new ApiError(refusalOf[unagreed.reason], { skuId: unagreed.skuId, stock: unagreed.stock });
}
