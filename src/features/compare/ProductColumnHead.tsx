import { swatchClass } from '../../components/ui/swatch.ts';
import { localePath } from '../../lib/i18n.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import type { Loaded } from './use-compared-products.ts';

/** The head of one product's column: its swatch, name and brand (or that the shop no longer has it), and its remove button. */
export function ProductColumnHead({ id, product, onRemove, locale }: { id: number; product: Loaded | undefined; onRemove: () => void; locale: Locale }) {
  const t = useTranslate(locale);
  const name = product && product !== 'missing' ? product.name : `#${id}`;
  return (
    <th scope="col" className="w-56 min-w-40 border-b border-slate-200 px-3 py-2 text-left align-top font-normal">
      <div className="flex items-start justify-between gap-2">
        {product && product !== 'missing' ? (
          <div className="min-w-0">
            <span
              className={`mb-2 block h-10 rounded-md border border-black/10 ${swatchClass(product.hex)}`}
              style={{ backgroundColor: product.hex ?? '#e2e8f0' }}
            />
            <a href={localePath(locale, `/productDetails/${id}`)} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline">
              {product.name}
            </a>
            <span className="block text-xs text-slate-500">{product.brandName}</span>
            {product.retired && <span className="block text-xs text-red-700">{t('compare.unavailable')}</span>}
          </div>
        ) : (
          <span className="text-slate-500">{t('compare.unavailable')}</span>
        )}
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('compare.remove', { name })}
          title={t('compare.remove', { name })}
          className="-mr-2 -mt-1 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-lg text-slate-500 hover:bg-slate-100"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </th>
  );
}
