import { isNearWhite } from '../../lib/colour.ts';

/**
 * The class a colour swatch adds (global.css): a white or nearly white colour gets an edge and a powder grain,
 * so that on a white page it reads as a product rather than a missing picture. The swatch must set its colour
 * as `background-color`, as the grain is its `background-image`.
 */
export const swatchClass = (hex: string | null): string => (isNearWhite(hex) ? 'swatch-pale' : '');
