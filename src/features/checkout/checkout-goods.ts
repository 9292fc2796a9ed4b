/** What is being bought: the cart's selected lines, one pack bought at once from its product page, or a quotation's lines. */
export type Goods = { from: 'cart' } | { from: 'buyNow'; skuId: number; quantity: number } | { from: 'quotation'; quotationNo: string };

/** A quotation's lines (`?quotation=`), "buy now" from a product page (`?skuId=&quantity=`), otherwise the selected lines of the cart. */
export function goodsFromUrl(): Goods {
  const query = new URLSearchParams(window.location.search);
  const quotationNo = query.get('quotation');
  if (quotationNo) return { from: 'quotation', quotationNo };
  const skuId = Number(query.get('skuId'));
  const quantity = Number(query.get('quantity'));
  return Number.isSafeInteger(skuId) && skuId > 0 && Number.isSafeInteger(quantity) && quantity > 0 ? { from: 'buyNow', skuId, quantity } : { from: 'cart' };
}
