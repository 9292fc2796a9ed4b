import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { Field, type FieldControlProps } from '../../components/ui/Field.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { goToLogin } from '../../lib/api.ts';
import { localePath, translateCount } from '../../lib/i18n.ts';
import { $token } from '../../lib/session/token.store.ts';
import { useMediaQuery, WIDER_THAN_PHONE } from '../../lib/use-media-query.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { MAX_QUANTITY } from '../../schemas/cart-values.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';
import { addToCart } from '../cart/cart.ts';
import { quantityProblem } from '../cart/quantity.ts';
import { FavouriteButton } from './FavouriteButton.tsx';
import { loadFavourites } from './favourites.store.ts';
import { PackCalculator } from './PackCalculator.tsx';
import { $chosenQuantity, $chosenSkuId, $negotiatingSkuId, $productLive, loadProductLive } from './product-live.store.ts';

/** The container of the negotiation form's island (NegotiationPanel.tsx), in ProductPage.astro. */
export const NEGOTIATION_PANEL_ID = 'product-negotiation';

const secondaryButton = 'rounded-md border border-slate-300 bg-white px-4 py-2 text-sm hover:bg-slate-50';

/** Choose a packing specification and a quantity, then add to cart or buy now; prices and stock are live. */
/**
 * `noSpecificationMessage` is the error catalogue's `noSpecification` text, passed in by the prerendered
 * page so that the island does not carry the whole catalogue (schemas/errors.ts).
 */
export default function ProductPurchase({ productId, locale, noSpecificationMessage }: { productId: number; locale: Locale; noSpecificationMessage: string }) {
  const t = useTranslate(locale);
  const state = useStore($productLive);
  const chosenId = useStore($chosenSkuId);
  const [quantityText, setQuantityText] = useState('1');
  const [quantityError, setQuantityError] = useState<string | null>(null);
  // The freight estimate follows the quantity typed, once it is one that can be bought.
  useEffect(() => {
    const typed = Number(quantityText);
    if (Number.isInteger(typed) && typed >= 1 && typed <= MAX_QUANTITY) $chosenQuantity.set(typed);
  }, [quantityText]);
  /** The spec the negotiation form is open for; a cart line's "negotiate" link opens it with `?negotiate=<skuId>`. */
  const negotiating = useStore($negotiatingSkuId);
  const wide = useMediaQuery(WIDER_THAN_PHONE);
  const openedNegotiation = useRef(false);
  useEffect(() => {
    loadProductLive(productId);
    loadFavourites([productId]).catch(() => {});
    const asked = Number(new URLSearchParams(window.location.search).get('negotiate'));
    if (Number.isSafeInteger(asked) && asked > 0 && $token.get()) $negotiatingSkuId.set(asked);
  }, [productId]);
  // Showing the container hydrates the form's island; once opened, it is brought into view.
  useEffect(() => {
    const panel = document.getElementById(NEGOTIATION_PANEL_ID);
    if (!panel) return;
    panel.hidden = negotiating === null;
    if (negotiating !== null && !openedNegotiation.current) panel.scrollIntoView({ block: 'start' });
    openedNegotiation.current = negotiating !== null;
  }, [negotiating]);

  if (state.status === 'loading') {
    return (
      // As tall as the packs and the actions usually are, so that what follows moves below the screen, not on it.
      <div role="status" className="min-h-[22rem] space-y-3">
        <span className="sr-only">{t('product.loadingLive')}</span>
        <span className="block h-20 animate-pulse rounded-lg bg-slate-200" aria-hidden="true" />
        <span className="block h-10 w-2/3 animate-pulse rounded-lg bg-slate-200" aria-hidden="true" />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-4 text-sm">
        <p>{t('product.liveFailed')}</p>
        <button type="button" className={`${secondaryButton} mt-2`} onClick={() => loadProductLive(productId, { again: true })}>
          {t('catalog.retry')}
        </button>
      </div>
    );
  }

  if (!state.live) {
    return (
      <p role="alert" className="rounded-lg bg-amber-50 p-4 text-sm">
        {t('product.unavailable')}{' '}
        <a className="text-brand-700 underline" href={localePath(locale, '/product')}>
          {t('catalog.heading')}
        </a>
      </p>
    );
  }
  if (state.live.retired) {
    return (
      <p role="status" className="rounded-lg bg-slate-100 p-4 text-sm">
        <strong className="block text-lg">{t('product.retired')}</strong>
        <a className="text-brand-700 underline" href={localePath(locale, '/product')}>
          {t('catalog.heading')}
        </a>
      </p>
    );
  }
  const packs = state.live.skus;
  const chosen = packs.find((pack) => pack.id === chosenId) ?? null;
  const contact = (
    <button type="button" data-open-chat className={secondaryButton}>
      {t('product.contactService')}
    </button>
  );
  if (packs.length === 0) {
    return (
      <div className="space-y-3 rounded-lg bg-amber-50 p-4 text-sm">
        <p>{noSpecificationMessage}</p>
        {contact}
      </div>
    );
  }

  const soldOut = packs.every((pack) => pack.stock === 0);
  const quantity = Number(quantityText);
  const subtotal = chosen && !quantityProblem(quantityText, chosen.stock) ? chosen.priceFen * quantity : null;

  /** Checks the typed quantity against the chosen pack; shows why beside the field when it cannot be bought. */
  const validQuantity = (): number | null => {
    if (!chosen) return null;
    const problem = quantityProblem(quantityText, chosen.stock);
    setQuantityError(problem ? t(problem.key, problem.values) : null);
    return problem ? null : quantity;
  };
  const step = (delta: number) => {
    const current = /^\d+$/.test(quantityText.trim()) ? quantity : 1;
    const next = Math.min(Math.max(current + delta, 1), MAX_QUANTITY, Math.max(chosen?.stock ?? 1, 1));
    setQuantityText(String(next));
    setQuantityError(null);
  };
  const stepper = {
    quantityText,
    onType: (text: string) => {
      setQuantityText(text);
      setQuantityError(null);
    },
    onStep: step,
    onBlur: validQuantity,
    locale,
  };
  const addChosenToCart = async () => {
    const valid = validQuantity();
    if (!chosen || valid === null) return;
    const added = await addToCart({ skuId: chosen.id, productId, quantity: valid }, chosen.stock).catch(() => null);
    if (!added) return;
    if (added.capped) showToast(translateCount(locale, 'product.addedCapped', added.quantity), { type: 'warning' });
    else showToast(translateCount(locale, added.local ? 'product.addedLocal' : 'product.added', valid), { type: 'success' });
  };
  /** Opens or closes the negotiation form; logged out, asks for a login first and comes back to the open form. */
  const toggleNegotiation = () => {
    const skuId = chosen?.id ?? packs[0]!.id;
    if (!$token.get()) {
      showToast(t('catalog.loginFirst'), { type: 'warning' });
      window.history.replaceState(null, '', `${window.location.pathname}?negotiate=${skuId}`);
      goToLogin();
      return;
    }
    $negotiatingSkuId.set(negotiating === null ? skuId : null);
  };
  const buyNow = () => {
    const valid = validQuantity();
    if (!chosen || valid === null) return;
    if (!$token.get()) {
      showToast(t('catalog.loginFirst'), { type: 'warning' });
      goToLogin();
      return;
    }
    window.location.assign(`${localePath(locale, '/closing')}?skuId=${chosen.id}&quantity=${valid}`);
  };

  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t('product.chooseSpec')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {packs.map((pack) => (
            <label
              key={pack.id}
              className={`flex cursor-pointer flex-col rounded-lg border border-slate-200 bg-white p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500`}
            >
              <span className="flex items-center gap-2 font-medium">
                <input
                  type="radio"
                  name="pack"
                  value={pack.id}
                  checked={pack.id === chosenId}
                  disabled={pack.stock === 0}
                  onChange={() => {
                    $chosenSkuId.set(pack.id);
                    setQuantityError(null);
                  }}
                  className="sr-only"
                />
                {pack.label}
              </span>
              <span className="mt-1 font-semibold text-red-700">{formatPrice(pack.priceFen)}</span>
              <span className="text-xs text-slate-600">{t('catalog.perKg', { price: formatPrice(pack.pricePerKgFen) })}</span>
              <span className={`text-xs ${pack.stock > 0 ? 'text-emerald-700' : 'text-slate-500'}`}>
                {pack.stock > 0 ? t('product.stockCount', { count: pack.stock }) : t('catalog.outOfStock')}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {soldOut ? (
        <div className="space-y-3 rounded-lg bg-amber-50 p-4 text-sm">
          <p>{t('product.outOfStock')}</p>
          {contact}
        </div>
      ) : (
        <>
          {wide ? (
            <>
              <div className="space-y-4">
                <Field label={t('quantity.label')} error={quantityError ?? undefined}>
                  {(props) => <QuantityStepper inputProps={props} {...stepper} />}
                </Field>
                {chosen && (
                  <p className="text-sm">
                    {t('product.subtotal')}: <strong className="text-lg text-red-700">{subtotal === null ? '—' : formatPrice(subtotal)}</strong>
                  </p>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                <button type="button" onClick={addChosenToCart} className="rounded-md bg-brand-600 px-5 py-2 text-sm font-medium text-white hover:bg-brand-700">
                  {t('product.addToCart')}
                </button>
                <button type="button" onClick={buyNow} className="rounded-md bg-red-600 px-5 py-2 text-sm font-medium text-white hover:bg-red-700">
                  {t('product.buyNow')}
                </button>
              </div>
            </>
          ) : (
            // On a phone the quantity, the total and the buttons stay in a bar at the bottom of the screen.
            <div
              data-testid="buy-bar"
              className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgba(15,23,42,0.08)]"
            >
              <Field label={t('quantity.label')} error={quantityError ?? undefined} labelClassName="sr-only">
                {(props) => (
                  <div className="flex items-center gap-2">
                    <p className="min-w-0 flex-1 leading-tight">
                      <strong className="block truncate text-base text-red-700">{subtotal === null ? '—' : formatPrice(subtotal)}</strong>
                      <span className="block truncate text-xs text-slate-600">{chosen?.label}</span>
                    </p>
                    <QuantityStepper inputProps={props} {...stepper} compact />
                    <button type="button" onClick={addChosenToCart} className="h-10 shrink-0 rounded-md bg-brand-600 px-2.5 text-sm font-medium text-white">
                      {t('product.addToCart')}
                    </button>
                    <button type="button" onClick={buyNow} className="h-10 shrink-0 rounded-md bg-red-600 px-2.5 text-sm font-medium text-white">
                      {t('product.buyNow')}
                    </button>
                  </div>
                )}
              </Field>
            </div>
          )}
          <p className="text-sm text-slate-600">{t('product.shipping')}</p>
        </>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <FavouriteButton productId={productId} locale={locale} withLabel />
        <button type="button" onClick={toggleNegotiation} aria-expanded={negotiating !== null} aria-controls={NEGOTIATION_PANEL_ID} className={secondaryButton}>
          {t('product.negotiate')}
        </button>
        <a href={`${localePath(locale, '/requirement')}?productId=${productId}`} className={`${secondaryButton} no-underline`}>
          {t('product.requirement')}
        </a>
      </div>
      <PackCalculator packs={packs} productId={productId} locale={locale} />
    </div>
  );
}

type StepperProps = {
  inputProps: FieldControlProps;
  quantityText: string;
  onType: (text: string) => void;
  onStep: (delta: number) => void;
  onBlur: () => void;
  locale: Locale;
  /** Smaller, for the phone's buy bar. */
  compact?: boolean;
};

function QuantityStepper({ inputProps, quantityText, onType, onStep, onBlur, locale, compact = false }: StepperProps) {
  const t = useTranslate(locale);
  const button = `${compact ? 'h-9 w-8' : 'h-10 w-10'} shrink-0 rounded-md border border-slate-300 bg-white text-lg`;
  return (
    <div className="flex shrink-0 items-center gap-1">
      <button type="button" onClick={() => onStep(-1)} aria-label={t('quantity.decrease')} className={button}>
        −
      </button>
      <input
        {...inputProps}
        inputMode="numeric"
        value={quantityText}
        onChange={(event) => onType(event.target.value)}
        onBlur={onBlur}
        className={`${compact ? 'h-9 w-11' : 'h-10 w-20'} rounded-md border border-slate-300 text-center aria-[invalid=true]:border-red-500`}
      />
      <button type="button" onClick={() => onStep(1)} aria-label={t('quantity.increase')} className={button}>
        +
      </button>
    </div>
  );
}
