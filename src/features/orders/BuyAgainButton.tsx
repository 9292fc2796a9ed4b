import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { buyAgainToCart } from './buy-again.ts';

/** Puts the order's packs in the cart again, at today's prices, and opens the cart. */
export function BuyAgainButton({ orderNo, locale }: { orderNo: string; locale: Locale }) {
  const t = useTranslate(locale);
  // The cart opens: the button stays busy until it does.
  const { busy, run } = useSubmit(locale, { staysBusy: true });
  return (
    <button
      type="button"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void run(() => buyAgainToCart(orderNo, locale))}
      className="rounded-md border border-brand-600 px-3 py-1 text-brand-700 disabled:opacity-60"
    >
      {t('orders.buyAgain')}
    </button>
  );
}
