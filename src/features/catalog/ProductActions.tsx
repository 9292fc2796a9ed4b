import type { Locale } from '../../schemas/common.ts';
import CompareToggle from '../compare/CompareToggle.tsx';
import FreightEstimate from './FreightEstimate.tsx';
import ProductPurchase from './ProductPurchase.tsx';
import SampleButton from './SampleButton.tsx';

type Props = { productId: number; locale: Locale; noSpecificationMessage: string };

/**
 * What a buyer does on a product page: choose a pack and buy, estimate freight, ask for a sample,
 * compare. One island rather than four: every island is rendered apart on each of a catalogue's
 * pages, and a build of 100,000 of them spent a tenth of its time on the other three.
 */
export default function ProductActions({ productId, locale, noSpecificationMessage }: Props) {
  return (
    <>
      <ProductPurchase productId={productId} locale={locale} noSpecificationMessage={noSpecificationMessage} />
      <FreightEstimate locale={locale} />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <SampleButton locale={locale} productId={productId} />
        <CompareToggle locale={locale} productId={productId} />
      </div>
    </>
  );
}
