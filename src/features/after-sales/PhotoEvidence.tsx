import { ImageUpload } from '../../components/ui/ImageUpload.tsx';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { MAX_AFTER_SALES_PHOTOS } from '../../schemas/after-sales.ts';
import type { Locale } from '../../schemas/common.ts';

type Props = { photos: string[]; onChange: (change: (photos: string[]) => string[]) => void; errors: FieldErrors; locale: Locale };

/** The photos sent with an application: those uploaded, each removable, and another while fewer than the most allowed. */
export function PhotoEvidence({ photos, onChange, errors, locale }: Props) {
  const t = useTranslate(locale);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{t('afterSales.photos')}</legend>
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {photos.map((url, index) => (
            <li key={`${url}-${index}`} className="relative">
              <img src={url} alt={t('afterSales.photoAlt', { n: index + 1 })} className="h-20 w-20 rounded-md object-cover" />
              <button
                type="button"
                onClick={() => onChange((current) => current.filter((_, other) => other !== index))}
                aria-label={t('afterSales.removePhoto', { n: index + 1 })}
                className="absolute -right-2 -top-2 h-6 w-6 rounded-full bg-white text-xs shadow"
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < MAX_AFTER_SALES_PHOTOS && (
        <ImageUpload
          label={t('afterSales.addPhoto')}
          locale={locale}
          onUploaded={(url) => onChange((current) => [...current, url].slice(0, MAX_AFTER_SALES_PHOTOS))}
        />
      )}
      {Object.entries(errors)
        .filter(([key]) => key.startsWith('photoUrls'))
        .map(([key, message]) => (
          <p key={key} className="text-sm text-red-700">
            {message}
          </p>
        ))}
    </fieldset>
  );
}
