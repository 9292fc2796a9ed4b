import { swatchClass } from '../../components/ui/swatch.ts';

/**
 * A product's picture, or without one the swatch of its natural colour, as its cards show it; the swatch's
 * title says that a screen's colour is an approximation.
 */
export function ProductPicture({
  imageUrl,
  hex,
  swatchTitle,
  width,
  height,
  className,
}: {
  imageUrl: string | null;
  hex: string | null;
  swatchTitle: string;
  width: number;
  height: number;
  className: string;
}) {
  return imageUrl ? (
    <img src={imageUrl} alt="" width={width} height={height} loading="lazy" className={`object-cover ${className}`} />
  ) : (
    <span className={`block ${className} ${swatchClass(hex)}`} style={{ backgroundColor: hex ?? '#e2e8f0' }} title={swatchTitle} />
  );
}
