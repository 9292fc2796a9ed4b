import { useEffect, useState } from 'react';
import type { Locale } from '../../schemas/common.ts';
import { localePath } from '../../lib/i18n.ts';
import { useTranslate } from '../../lib/use-translate.ts';

/** SPEC §2: the product-classification label shows while the page is scrolled less than 508 px. */
export const CATEGORY_LABEL_SCROLL_LIMIT = 508;

export default function CategoryLabel({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    const update = () => setVisible(window.scrollY < CATEGORY_LABEL_SCROLL_LIMIT);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <a href={localePath(locale, '/product')} className="inline-flex items-center rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white" data-testid="category-label">
      {t('header.classification')}
    </a>
  );
}
