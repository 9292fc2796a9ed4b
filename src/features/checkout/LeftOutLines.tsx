import { showToast } from '../../components/ui/toast.store.ts';
import { post } from '../../lib/api.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { CheckoutQuote } from '../../schemas/checkout.ts';
import type { Locale } from '../../schemas/common.ts';

const cartView = () => import('../../schemas/cart.ts').then((contracts) => contracts.cartView);

/**
 * The goods checkout leaves out, each named with why. From the cart they stay there unless the buyer
 * removes them with one click; from a quotation the buyer agrees to order the rest before placing it.
 */
export function LeftOutLines({
  quote,
  locale,
  fromCart,
  restAgreed,
  onAgree,
  onRemoved,
}: {
  quote: CheckoutQuote;
  locale: Locale;
  fromCart: boolean;
  restAgreed: boolean;
  onAgree: (agreed: boolean) => void;
  /** The cart's line count after the removal. */
  onRemoved: (lineCount: number) => void;
}) {
  const t = useTranslate(locale);
  const { busy, run } = useSubmit(locale);
  const cartLineIds = quote.leftOut.flatMap((line) => (line.cartLineId === null ? [] : [line.cartLineId]));
  const remove = () =>
    run(async () => {
      const view = await post('cart/remove', { ids: cartLineIds }, cartView);
      showToast(t('checkout.leftOut.removed'), { type: 'success' });
      onRemoved(view.lines.length);
    });
  return (
    <div role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="left-out">
      {quote.quotation && <p className="font-medium">{t('checkout.leftOut.quotation', { quotationNo: quote.quotation.quotationNo })}</p>}
      <p>{t('checkout.leftOut.title')}</p>
      <ul className="my-1 list-disc space-y-0.5 pl-5">
        {quote.leftOut.map((line) => (
          <li key={line.skuId} className="break-words">
            {line.productName} · {line.specLabel} × {line.quantity} —{' '}
            <strong className="font-medium">{t(`checkout.leftOut.reason.${line.reason}`, { stock: line.stock })}</strong>
          </li>
        ))}
      </ul>
      {fromCart && cartLineIds.length > 0 && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>{t('checkout.leftOut.keptInCart')}</span>
          <button
            type="button"
            onClick={() => void remove()}
            disabled={busy}
            className="rounded-md border border-amber-400 bg-white px-3 py-1.5 font-medium text-amber-950 hover:bg-amber-100 disabled:opacity-60"
          >
            {t(busy ? 'account.working' : 'checkout.leftOut.remove')}
          </button>
        </p>
      )}
      {quote.quotation && quote.lines.length > 0 && (
        <label className="mt-1 flex items-start gap-2 font-medium">
          <input type="checkbox" className="mt-1" checked={restAgreed} onChange={(event) => onAgree(event.target.checked)} />
          {t('checkout.leftOut.confirmRest')}
        </label>
      )}
    </div>
  );
}
