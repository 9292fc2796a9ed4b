import { lazy, Suspense, useState } from 'react';
import { Loading } from '../../components/ui/Loading.tsx';
import { goToLogin } from '../../lib/api.ts';
import { $token } from '../../lib/session/token.store.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';

// The form, its contracts and zod load only when a buyer opens it.
const SampleForm = lazy(() => import('../samples/SampleForm.tsx'));

/** "Request a sample" on the product page: a visitor is led to log in first, a buyer gets the form. */
export default function SampleButton({ productId, locale }: { productId: number; locale: Locale }) {
  const t = useTranslate(locale);
  const [open, setOpen] = useState(false);
  const start = () => {
    if (!$token.get()) return goToLogin();
    setOpen(true);
  };
  if (open) {
    return (
      <Suspense fallback={<Loading label={t('account.loading')} />}>
        <SampleForm productId={productId} locale={locale} onClose={() => setOpen(false)} />
      </Suspense>
    );
  }
  return (
    <button type="button" onClick={start} className="rounded-md border border-brand-600 px-4 py-2 text-sm text-brand-700">
      {t('product.requestSample')}
    </button>
  );
}
