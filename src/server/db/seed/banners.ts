import type { banners } from '../schema.ts';

export const bannerRows: (typeof banners.$inferInsert)[] = [
  {
    titleZh: '全品类颜料，一站采购',
    titleEn: 'Every pigment, one shop',
    subtitleZh: '无机颜料、有机颜料、染料与色浆，按 C.I. 名称与每公斤单价轻松比较',
    subtitleEn: 'Inorganic and organic pigments, dyes and pastes, compared by Colour Index name and price per kilogram',
    imageUrl: '/images/banners/catalogue.svg',
    linkUrl: '/product',
    sort: 10,
    demo: true,
  },
  {
    titleZh: '国内外优质品牌',
    titleEn: 'Trusted brands from China and abroad',
    subtitleZh: '钛白、氧化铁、酞菁、DPP……来自十余家颜料品牌的正品货源',
    subtitleEn: 'Titanium dioxide, iron oxides, phthalocyanines, DPP and more from over ten brands',
    imageUrl: '/images/banners/brands.svg',
    linkUrl: '/brand',
    sort: 20,
    demo: true,
  },
  {
    titleZh: '高性能有机颜料',
    titleEn: 'High-performance organic pigments',
    subtitleZh: '汽车涂料与工程塑料级 DPP 红、喹吖啶酮、苯并咪唑酮黄，小包装可试样',
    subtitleEn: 'DPP reds, quinacridones and benzimidazolone yellows for automotive coatings and engineering plastics, in sample packs too',
    imageUrl: '/images/banners/high-performance.svg',
    linkUrl: '/product',
    sort: 30,
    demo: true,
  },
  {
    titleZh: '行业资讯与技术应用',
    titleEn: 'Market news and know-how',
    subtitleZh: '颜料市场行情、选型与应用技术、展会与新品动态',
    subtitleEn: 'Pigment market updates, selection and application notes, exhibitions and new products',
    imageUrl: '/images/banners/news.svg',
    linkUrl: '/consult',
    sort: 40,
    demo: true,
  },
];
