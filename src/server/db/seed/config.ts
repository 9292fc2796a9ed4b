import type { ConfigKey, StoredConfig } from '../../../schemas/content.ts';
import { DEFAULT_PAPERWORK } from '../../../schemas/paperwork.ts';

/** The site configuration blocks (config_data), one per key of storedConfig. */
export const configValues: { [K in ConfigKey]: StoredConfig<K> } = {
  website: {
    name: { zh: '颜料商城', en: 'Pigment Shop' },
    slogan: { zh: '颜料、染料与色浆，一站式专业采购', en: 'Pigments, dyes and colour pastes, sourced in one place' },
    logo: { url: '/images/logo.svg' },
    hotline: '400-820-1688',
    serviceHours: { zh: '周一至周六 8:30–18:00', en: 'Mon–Sat 8:30–18:00 (Beijing time)' },
    email: 'service@pigment-shop.example',
    wechat: 'PigmentShop400',
    address: { zh: '上海市浦东新区张江路 88 号 5 楼', en: '5F, No. 88 Zhangjiang Road, Pudong New Area, Shanghai' },
    icp: '沪ICP备00000000号-1',
    copyright: { zh: '© 2026 颜料商城 版权所有', en: '© 2026 Pigment Shop. All rights reserved.' },
  },
  settlingAdvantage: {
    items: [
      {
        icon: 'buyers',
        title: { zh: '海量采购商', en: 'Buyers every day' },
        description: {
          zh: '涂料、油墨、塑料与建材行业的采购商每天在平台上找货、比价、下单。',
          en: 'Buyers from coatings, inks, plastics and construction search, compare and order here every day.',
        },
      },
      {
        icon: 'logistics',
        title: { zh: '仓配一体', en: 'Warehousing and delivery' },
        description: {
          zh: '平台仓储与合规化工物流，现货订单通常 1–3 个工作日内发货。',
          en: 'Platform warehousing and compliant chemical logistics; stock orders usually ship within 1–3 business days.',
        },
      },
      {
        icon: 'payment',
        title: { zh: '安全结算', en: 'Secure settlement' },
        description: {
          zh: '微信支付、支付宝在线收款，货款按约定周期结算，账目清晰可查。',
          en: 'WeChat Pay and Alipay collection, settled on an agreed cycle with clear statements.',
        },
      },
      {
        icon: 'support',
        title: { zh: '专属运营', en: 'Dedicated support' },
        description: {
          zh: '专人协助产品上架、中英文资料整理与配色技术支持，提交申请后 24 小时内联系您。',
          en: 'A dedicated manager helps with listings, bilingual data sheets and colour-matching support, and contacts you within 24 hours.',
        },
      },
    ],
  },
  companyHonor: {
    items: [
      { imageUrl: '/images/honors/iso-9001.svg', title: { zh: 'ISO 9001 质量管理体系认证', en: 'ISO 9001 quality management' }, year: 2019 },
      { imageUrl: '/images/honors/iso-14001.svg', title: { zh: 'ISO 14001 环境管理体系认证', en: 'ISO 14001 environmental management' }, year: 2020 },
      {
        imageUrl: '/images/honors/iso-45001.svg',
        title: { zh: 'ISO 45001 职业健康安全管理体系认证', en: 'ISO 45001 occupational health and safety' },
        year: 2021,
      },
      { imageUrl: '/images/honors/high-tech.svg', title: { zh: '高新技术企业', en: 'High and New Technology Enterprise' }, year: 2022 },
      { imageUrl: '/images/honors/specialised-sme.svg', title: { zh: '专精特新中小企业', en: 'Specialised and innovative SME' }, year: 2023 },
      { imageUrl: '/images/honors/aaa-credit.svg', title: { zh: 'AAA 级信用企业', en: 'AAA credit rating' }, year: 2024 },
    ],
  },
  companyDescription: {
    title: { zh: '关于颜料商城', en: 'About Pigment Shop' },
    content: {
      zh: [
        '<p><strong>颜料商城</strong>是一家面向涂料、油墨、塑料、建材与纺织行业的颜料和色彩材料采购平台，总部位于上海，销售无机颜料、有机颜料、染料与色浆四大类产品。</p>',
        '<p>我们与国内外十余家颜料品牌合作，按 Colour Index 名称、用途等级和包装规格整理每一款产品，标注每公斤单价，并提供技术参数、近似色块与质检报告，让采购更透明。</p>',
        '<ul><li>现货产品通常 1–3 个工作日内发货</li><li>支持小包装试样与整托批量采购</li><li>提供 1V1 需求对接与配色技术咨询</li></ul>',
      ].join(''),
      en: [
        '<p><strong>Pigment Shop</strong> is a sourcing platform for pigments and colour materials serving coatings, inks, plastics, construction and textiles. Based in Shanghai, it sells inorganic pigments, organic pigments, dyes and colour pastes.</p>',
        '<p>We work with more than ten pigment brands from China and abroad, list every product by Colour Index name, grade and packing, show the price per kilogram, and publish technical parameters, approximate swatches and certificates of analysis, so buying is transparent.</p>',
        '<ul><li>Stock items usually ship within 1–3 business days</li><li>Small sample packs and full pallets alike</li><li>One-to-one requirement matching and colour-matching advice</li></ul>',
      ].join(''),
    },
    imageUrl: '/images/about/company.svg',
  },
  companyDataDescription: {
    items: [
      { value: '12', unit: { zh: '年', en: 'years' }, label: { zh: '行业经验', en: 'in the pigment trade' } },
      { value: '14', unit: { zh: '个', en: 'brands' }, label: { zh: '合作品牌', en: 'partner brands' } },
      { value: '8000', unit: { zh: '余家', en: '+' }, label: { zh: '服务客户', en: 'customers served' } },
      { value: '20000', unit: { zh: '平方米', en: 'm²' }, label: { zh: '仓储面积', en: 'of warehousing' } },
    ],
  },
  aboutUsBanner: {
    imageUrl: '/images/about/banner.svg',
    title: { zh: '让每一种颜色都好买', en: 'Making every colour easy to buy' },
    subtitle: {
      zh: '专业颜料与色彩材料采购平台，连接品牌与制造',
      en: 'A professional marketplace for pigments and colour materials, linking brands and manufacturers',
    },
  },
  followUs: {
    items: [
      { platform: 'wechat', name: { zh: '微信公众号', en: 'WeChat Official Account' }, account: 'PigmentShop400', qrUrl: '/images/qr/wechat.svg' },
      { platform: 'weibo', name: { zh: '新浪微博', en: 'Weibo' }, account: '@颜料商城', qrUrl: '/images/qr/weibo.svg' },
      { platform: 'douyin', name: { zh: '抖音', en: 'Douyin' }, account: '颜料商城官方', qrUrl: '/images/qr/douyin.svg' },
      { platform: 'linkedin', name: { zh: '领英', en: 'LinkedIn' }, account: 'Pigment Shop', qrUrl: '/images/qr/linkedin.svg' },
    ],
  },
  paperwork: { ...DEFAULT_PAPERWORK, taxNo: '91310115MA1K4B2X7Q' },
  bankTransfer: { enabled: true, accountName: '上海颜料商城有限公司', bankName: '招商银行上海张江支行', accountNumber: '1219 0926 8810 001', workingDays: 3 },
};
