import type { Locale } from '../../schemas/common.ts';
import { CompareButton } from './CompareButton.tsx';

/** The product page's island: the compare toggle with its label and a link to the comparison. */
export default function CompareToggle({ productId, locale }: { productId: number; locale: Locale }) {
  return <CompareButton productId={productId} locale={locale} withLink />;
}
