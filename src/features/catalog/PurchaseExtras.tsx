import { showToast } from '../../components/ui/toast.store.ts';
import { goToLogin } from '../../lib/api.ts';
import { localePath } from '../../lib/i18n.ts';
import { $token } from '../../lib/session/token.store.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { NEGOTIATION_PANEL_ID } from './negotiation-panel.ts';
import { secondaryButton } from './PurchaseNotices.tsx';
import { $negotiatingSkuId } from './product-live.store.ts';
import { FavouriteButton } from './shared/FavouriteButton.tsx';

type Props = { productId: number; skuId: number; negotiating: number | null; locale: Locale };

/** Besides buying: keep the product as a favourite, negotiate the price of a pack (`skuId`), or ask for a purchase requirement. */
export function PurchaseExtras({ productId, skuId, negotiating, locale }: Props) {
  const t = useTranslate(locale);
  /** Opens or closes the negotiation form; logged out, asks for a login first and comes back to the open form. */
  const toggleNegotiation = () => {
    if (!$token.get()) {
      showToast(t('catalog.loginFirst'), { type: 'warning' });
      window.history.replaceState(null, '', `${window.location.pathname}?negotiate=${skuId}`);
      goToLogin();
      return;
    }
    $negotiatingSkuId.set(negotiating === null ? skuId : null);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <FavouriteButton productId={productId} locale={locale} withLabel />
      <button type="button" onClick={toggleNegotiation} aria-expanded={negotiating !== null} aria-controls={NEGOTIATION_PANEL_ID} className={secondaryButton}>
        {t('product.negotiate')}
      </button>
      <a href={`${localePath(locale, '/requirement')}?productId=${productId}`} className={`${secondaryButton} no-underline`}>
        {t('product.requirement')}
      </a>
    </div>
  );
}
