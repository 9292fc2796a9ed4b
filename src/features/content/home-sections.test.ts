import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../lib/i18n.ts';
import { locales } from '../../schemas/common.ts';
import type { Website } from '../../schemas/content.ts';
import Footer from '../shell/Footer.astro';
import BannerCarousel from './BannerCarousel.astro';
import HomeSections from './HomeSections.astro';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

const product = {
  id: 1,
  code: 'HC-PB15-A01',
  name: 'Phthalocyanine blue',
  brandId: 1,
  brandName: 'Huacai',
  ciName: 'PB 15:3',
  hex: '#1f4fa0',
  imageUrl: null,
  applicability: [],
  minPricePerKgFen: 8_000,
  minPriceFen: 8_000,
  stock: 10,
  salesCount: 3,
};
const filled = {
  popular: [product],
  swatches: [{ ciName: 'PB 15:3', hex: '#1f4fa0' }],
  advantages: [{ title: 'Fast delivery', description: 'Shipped the same day' }],
};
const empty = { popular: [], swatches: [], advantages: [] };
const website: Website = {
  name: 'Pigments',
  slogan: 'Colour',
  logo: { url: '/logo.svg' },
  hotline: '400-000-0000',
  serviceHours: '9:00-18:00',
  email: 'shop@example.com',
  wechat: 'shop',
  address: 'Shanghai',
  icp: 'ICP',
  copyright: '©',
};
const headings = (html: string) => [...html.matchAll(/<h2\b[^>]*>\s*([^<]*?)\s*<\/h2>/g)].map((match) => match[1]);

describe.each(locales)('the home page (%s): a section with nothing in its list is left out, heading and all', (locale) => {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);

  it('the popular products, the colour card and the advantages show their headings when they have something to show, and none when empty', async () => {
    const shown = await container.renderToString(HomeSections, { props: { locale, ...filled } });
    expect(headings(shown)).toEqual([t('home.popular'), t('page.colorList'), t('home.advantages')]);
    for (const only of ['popular', 'swatches', 'advantages'] as const) {
      const html = await container.renderToString(HomeSections, { props: { locale, ...empty, [only]: filled[only] } });
      expect(headings(html)).toHaveLength(1);
    }
    const none = await container.renderToString(HomeSections, { props: { locale, ...empty } });
    expect(headings(none)).toEqual([]);
    expect(none).not.toContain('<section');
  });

  it('no banners: no carousel', async () => {
    const banners = [{ id: 1, title: 'Every pigment', subtitle: 'One shop', imageUrl: '/images/banners/catalogue.svg', linkUrl: '/product' }];
    expect(await container.renderToString(BannerCarousel, { props: { locale, banners } })).toContain(`aria-label="${t('home.banners')}"`);
    expect(await container.renderToString(BannerCarousel, { props: { locale, banners: [] } })).not.toContain('<section');
  });

  it('the footer without policies: no policies heading', async () => {
    const policies = [{ code: 'privacy' as const, title: 'Privacy' }];
    expect(headings(await container.renderToString(Footer, { props: { locale, website, policies } }))).toEqual([t('footer.contact'), t('footer.policies')]);
    expect(headings(await container.renderToString(Footer, { props: { locale, website, policies: [] } }))).toEqual([t('footer.contact')]);
  });
});
