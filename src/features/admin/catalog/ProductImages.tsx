import { z } from 'zod';
import { ImageUpload } from '../../../components/ui/ImageUpload.tsx';
import { adminPost } from '../../../lib/api.ts';
import { currentLocale } from '../../../lib/locale.store.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import type { AdminProduct } from '../../../schemas/catalog-admin.ts';

/** The product's gallery: upload JPG/PNG, reorder, make one the main image (the first), remove. */
export function ProductImages({ product, onChanged }: { product: AdminProduct; onChanged: () => void }) {
  const t = useTranslate(currentLocale());
  const ids = product.images.map((image) => image.id);
  const call = async (path: string, body: object) => {
    try {
      await adminPost(`catalog/image/${path}`, body, z.unknown());
      onChanged();
    } catch {
      // The client has shown the reason.
    }
  };
  const reorder = (order: number[]) => call('reorder', { productId: product.id, ids: order });
  const move = (index: number, to: number) => {
    const order = [...ids];
    const [moved] = order.splice(index, 1);
    order.splice(to, 0, moved!);
    return reorder(order);
  };

  return (
    <section aria-labelledby="images-title" className="space-y-3">
      <h4 id="images-title" className="font-semibold">
        {t('adminCatalog.images')}
      </h4>
      {product.images.length === 0 && <p className="text-slate-600">{t('adminCatalog.noImages')}</p>}
      <ol className="flex flex-wrap gap-3">
        {product.images.map((image, index) => (
          <li key={image.id} className="w-36 space-y-1 rounded border border-slate-200 p-2">
            <img src={image.url} alt={t('adminCatalog.imageAlt', { index: index + 1 })} className="h-24 w-full rounded object-cover" />
            {index === 0 ? (
              <p className="text-xs font-medium text-brand-700">{t('adminCatalog.mainImage')}</p>
            ) : (
              <button type="button" onClick={() => void move(index, 0)} className="text-xs underline">
                {t('adminCatalog.makeMain')}
              </button>
            )}
            <div className="flex gap-1 text-xs">
              <button
                type="button"
                disabled={index === 0}
                onClick={() => void move(index, index - 1)}
                aria-label={t('adminCatalog.imageEarlier', { index: index + 1 })}
                className="rounded border px-2 disabled:opacity-40"
              >
                ←
              </button>
              <button
                type="button"
                disabled={index === ids.length - 1}
                onClick={() => void move(index, index + 1)}
                aria-label={t('adminCatalog.imageLater', { index: index + 1 })}
                className="rounded border px-2 disabled:opacity-40"
              >
                →
              </button>
              <button
                type="button"
                onClick={() => void call('delete', { id: image.id })}
                aria-label={t('adminCatalog.imageRemove', { index: index + 1 })}
                className="ml-auto rounded border border-red-300 px-2 text-red-700"
              >
                {t('admin.delete')}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <ImageUpload label={t('adminCatalog.uploadImage')} locale={currentLocale()} onUploaded={(url) => void call('add', { productId: product.id, url })} />
    </section>
  );
}
