import { describe, expect, it } from 'vitest';
import { imageLayouts, loadingAttributes, pictureSizing } from './picture.ts';

describe('pictureSizing', () => {
  it('gives a fluid image its candidate widths and sizes, never drawn wider than the original', () => {
    expect(pictureSizing(imageLayouts.pageWidth, { width: 1600, height: 500 }, { width: 1200 })).toEqual({
      width: 1200,
      widths: [640, 960, 1280, 1680, 2240],
      sizes: '(min-width: 1280px) 1248px, (min-width: 1152px) 1120px, calc(100vw - 2rem)',
    });
  });

  it('gives a fixed box 1x and 2x by the one dimension its CSS sets, so the original keeps its proportions', () => {
    expect(pictureSizing(imageLayouts.fixedWidth, { width: 160, height: 100 }, { width: 900 })).toEqual({ width: 160, densities: [1, 2] });
    expect(pictureSizing(imageLayouts.fixedHeight, { width: 166, height: 40 }, { width: 900 })).toEqual({ height: 40, densities: [1, 2] });
  });
});

describe('loadingAttributes', () => {
  it('loads the LCP image at once and first, the others lazily unless the page asks', () => {
    expect(loadingAttributes(true)).toEqual({ loading: 'eager', decoding: 'sync', fetchpriority: 'high' });
    expect(loadingAttributes(false)).toEqual({ loading: 'lazy', decoding: 'async', fetchpriority: 'auto' });
    expect(loadingAttributes(false, 'eager')).toMatchObject({ loading: 'eager', fetchpriority: 'auto' });
  });
});
