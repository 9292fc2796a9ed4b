import { localePath } from '../../lib/i18n.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { ProductCard as Card } from '../../schemas/catalog.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';
import { CompareButton } from '../compare/CompareButton.tsx';
import { Highlighted } from './Highlighted.tsx';
import { ProductPicture } from './ProductPicture.tsx';
import { FavouriteButton } from './shared/FavouriteButton.tsx';

const cardClass = 'relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm';

export function ProductCard({ product, locale, keyword }: { product: Card; locale: Locale; keyword?: string | undefined }) {
  const t = useTranslate(locale);
  const href = localePath(locale, `/productDetails/${product.id}`);
  const inStock = product.stock > 0;
  return (
    <article className={cardClass}>
      {/* biome-ignore lint/a11y/useAnchorContent: the picture repeats the title link below, so screen readers and the tab order skip it. */}
      <a href={href} tabIndex={-1} aria-hidden="true" className="block">
        <ProductPicture
          imageUrl={product.imageUrl}
          hex={product.hex}
          swatchTitle={t('catalog.swatchApproximate')}
          width={320}
          height={240}
          className="aspect-[4/3] w-full border-b border-slate-100"
        />
      </a>
      {/* Over the picture's corner, so that the price line keeps its room on a phone's narrow card. */}
      <div className="absolute top-1 right-1">
        <CompareButton productId={product.id} locale={locale} onPicture />
      </div>
      <div className="flex min-h-36 flex-1 flex-col gap-1 p-3">
        <h2 className="text-sm font-medium leading-snug">
          <a href={href} className="hover:text-brand-700 hover:underline">
            <Highlighted text={product.name} keyword={keyword} />
          </a>
        </h2>
        <p className="text-xs text-slate-500">
          <Highlighted text={product.brandName} keyword={keyword} />
          {product.ciName && (
            <>
              {' · '}
              <Highlighted text={product.ciName} keyword={keyword} />
            </>
          )}
        </p>
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <div>
            {product.minPricePerKgFen === null || product.minPriceFen === null ? (
              <p className="text-sm text-slate-500">{t('catalog.noPrice')}</p>
            ) : (
              <>
                <p className="font-semibold text-red-700">{t('catalog.perKg', { price: formatPrice(product.minPricePerKgFen) })}</p>
                <p className="text-xs text-slate-500">{t('catalog.fromPrice', { price: formatPrice(product.minPriceFen) })}</p>
              </>
            )}
            <p className={`text-xs ${inStock ? 'text-emerald-700' : 'text-slate-500'}`}>{t(inStock ? 'catalog.inStock' : 'catalog.outOfStock')}</p>
          </div>
          <FavouriteButton productId={product.id} locale={locale} />
        </div>
      </div>
    </article>
  );
}

/** The shape of a card while it loads, so nothing moves when the products arrive. */
export function ProductCardSkeleton() {
  return (
    <div className={`${cardClass} animate-pulse`} aria-hidden="true">
      <span className="block aspect-[4/3] bg-slate-200" />
      <div className="flex min-h-36 flex-1 flex-col gap-2 p-3">
        <span className="h-4 w-4/5 rounded bg-slate-200" />
        <span className="h-3 w-1/2 rounded bg-slate-200" />
        <span className="mt-auto h-10 w-2/5 rounded bg-slate-200" />
      </div>
    </div>
  );
}
