/** How an image's box is drawn, which decides the candidates a browser may choose from. */
export type ImageLayout =
  /** The box follows the viewport: candidates by width, and `sizes` tells the browser how wide it is drawn. */
  | { kind: 'fluid'; widths: readonly number[]; sizes: string }
  /** A box of fixed CSS size, set by its width or by its height: the image at 1x and 2x. */
  | { kind: 'fixed'; by: 'width' | 'height' };

/** The page column is max-w-6xl (1152px), max-w-7xl (1280px) from xl on, less 1rem of padding on each side. */
const pageColumn = '(min-width: 1280px) 1248px, (min-width: 1152px) 1120px, calc(100vw - 2rem)';

export const imageLayouts = {
  /** Banners: the whole page column. */
  pageWidth: { kind: 'fluid', widths: [640, 960, 1280, 1680, 2240], sizes: pageColumn },
  /** One of two columns from md up, the whole column below. */
  halfPage: {
    kind: 'fluid',
    widths: [400, 560, 800, 1120],
    sizes: '(min-width: 1280px) 616px, (min-width: 1152px) 552px, (min-width: 768px) calc(50vw - 2rem), calc(100vw - 2rem)',
  },
  /** A padded card in a grid of two columns, three from md up. */
  gridCard: {
    kind: 'fluid',
    widths: [240, 360, 480, 720],
    sizes: '(min-width: 1280px) 382px, (min-width: 1152px) 339px, (min-width: 768px) calc(33vw - 3rem), calc(50vw - 3rem)',
  },
  fixedWidth: { kind: 'fixed', by: 'width' },
  fixedHeight: { kind: 'fixed', by: 'height' },
} as const satisfies Record<string, ImageLayout>;

export type PictureSizing =
  | { width: number; widths: number[]; sizes: string }
  | { width: number; densities: number[] }
  | { height: number; densities: number[] };

/**
 * What Astro's `<Picture>` is given besides the source. Only one dimension ever: with both, Astro's
 * sharp service crops to them, and an upload's proportions are whatever the editor chose; the other
 * one then follows the original, so width and height on the `<img>` reserve exactly its space.
 */
export function pictureSizing(layout: ImageLayout, box: { width: number; height: number }, original: { width: number }): PictureSizing {
  if (layout.kind === 'fixed') return layout.by === 'width' ? { width: box.width, densities: [1, 2] } : { height: box.height, densities: [1, 2] };
  return { width: Math.min(box.width, original.width), widths: [...layout.widths], sizes: layout.sizes };
}

export type LoadingAttributes = { loading: 'eager' | 'lazy'; decoding: 'sync' | 'async'; fetchpriority: 'high' | 'auto' };

/** The page's largest image (its LCP) loads at once and first; the others when they come near the viewport. */
export function loadingAttributes(priority: boolean, loading: 'eager' | 'lazy' = 'lazy'): LoadingAttributes {
  return priority ? { loading: 'eager', decoding: 'sync', fetchpriority: 'high' } : { loading, decoding: 'async', fetchpriority: 'auto' };
}
