import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { showToast } from '../../components/ui/toast.store.ts';
import { goToLogin } from '../../lib/api.ts';
import { localePath, translateCount } from '../../lib/i18n.ts';
import { $token } from '../../lib/session/token.store.ts';
import { useMediaQuery, WIDER_THAN_PHONE } from '../../lib/use-media-query.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { addToCart } from '../cart/cart.ts';
import { BuyBar } from './BuyBar.tsx';
import { BuyPanel } from './BuyPanel.tsx';
import { useNegotiationPanel } from './negotiation-panel.ts';
import { PackCalculator } from './PackCalculator.tsx';
import { PackChoice } from './PackChoice.tsx';
import { PurchaseExtras } from './PurchaseExtras.tsx';
import { AskCustomerService, LiveFailed, LiveLoading, ProductGone } from './PurchaseNotices.tsx';
import { $chosenSkuId, $negotiatingSkuId, $productLive, loadProductLive } from './product-live.store.ts';
import { loadFavourites } from './shared/favourites.store.ts';
import { useQuantity } from './use-quantity.ts';

/**
 * Choose a packing specification and a quantity, then add to cart or buy now; prices and stock are live.
 * `noSpecificationMessage` is the error catalogue's `noSpecification` text, passed in by the prerendered
 * page so that the island does not carry the whole catalogue (schemas/errors.ts).
 */
export default function ProductPurchase({ productId, locale, noSpecificationMessage }: { productId: number; locale: Locale; noSpecificationMessage: string }) {
  const t = useTranslate(locale);
  const state = useStore($productLive);
  const chosenId = useStore($chosenSkuId);
  const live = state.status === 'ready' ? state.live : null;
  const packs = live?.skus ?? [];
  const chosen = packs.find((pack) => pack.id === chosenId) ?? null;
  const quantity = useQuantity(chosen, locale);
  /** The spec the negotiation form is open for; a cart line's "negotiate" link opens it with `?negotiate=<skuId>`. */
  const negotiating = useNegotiationPanel();
  const wide = useMediaQuery(WIDER_THAN_PHONE);
  useEffect(() => {
    loadProductLive(productId);
    loadFavourites([productId]).catch(() => {});
    const asked = Number(new URLSearchParams(window.location.search).get('negotiate'));
    if (Number.isSafeInteger(asked) && asked > 0 && $token.get()) $negotiatingSkuId.set(asked);
  }, [productId]);

  if (state.status === 'loading') return <LiveLoading locale={locale} />;
  if (state.status === 'failed') return <LiveFailed locale={locale} onRetry={() => loadProductLive(productId, { again: true })} />;
  if (!live || live.retired) return <ProductGone locale={locale} retired={live !== null} />;
  if (packs.length === 0) return <AskCustomerService message={noSpecificationMessage} locale={locale} />;

  const soldOut = packs.every((pack) => pack.stock === 0);
  const addChosenToCart = async () => {
    const valid = quantity.validQuantity();
    if (!chosen || valid === null) return;
    const added = await addToCart({ skuId: chosen.id, productId, quantity: valid }, chosen.stock).catch(() => null);
    if (!added) return;
    if (added.capped) showToast(translateCount(locale, 'product.addedCapped', added.quantity), { type: 'warning' });
    else showToast(translateCount(locale, added.local ? 'product.addedLocal' : 'product.added', valid), { type: 'success' });
  };
  const buyNow = () => {
    const valid = quantity.validQuantity();
    if (!chosen || valid === null) return;
    if (!$token.get()) {
      showToast(t('catalog.loginFirst'), { type: 'warning' });
      goToLogin();
      return;
    }
    window.location.assign(`${localePath(locale, '/closing')}?skuId=${chosen.id}&quantity=${valid}`);
  };
  const buy = { chosen, quantity, onAddToCart: addChosenToCart, onBuyNow: buyNow, locale };

  return (
    <div className="space-y-4">
      <PackChoice
        packs={packs}
        chosenId={chosenId}
        onChoose={(id) => {
          $chosenSkuId.set(id);
          quantity.clearError();
        }}
        locale={locale}
      />
      {soldOut ? (
        <AskCustomerService message={t('product.outOfStock')} locale={locale} />
      ) : (
        <>
          {wide ? <BuyPanel {...buy} /> : <BuyBar {...buy} />}
          <p className="text-sm text-slate-600">{t('product.shipping')}</p>
        </>
      )}
      <PurchaseExtras productId={productId} skuId={chosen?.id ?? packs[0]!.id} negotiating={negotiating} locale={locale} />
      <PackCalculator packs={packs} productId={productId} locale={locale} />
    </div>
  );
}
