import { formatKilograms } from '../../../lib/weight.ts';
import type { Locale, LocalizedText } from '../../../schemas/common.ts';
import type { FreightSettings, FreightZone, ShippedWayTemplate } from '../../../schemas/freight.ts';
import { formatPrice } from '../../../schemas/money.ts';
import { messageIn } from '../../messages.ts';

/*
 * The help centre's shipping text, written from the freight templates the shop starts with, so that it
 * states the rules checkout applies: the ways and their weights, each zone's provinces and prices, when
 * freight is free, and where the shop does not deliver. Names of ways and provinces are the message
 * catalogue's, as the checkout and the freight estimate show them.
 */

const words = {
  zh: {
    listSeparator: '、',
    kg: (grams: number) => `${formatKilograms(grams)} 公斤`,
    weights: (min: number, max: number | null) =>
      max === null
        ? min > 0
          ? `发货重量 ${words.zh.kg(min)}起`
          : '不限重量'
        : min > 0
          ? `发货重量 ${words.zh.kg(min)}至 ${words.zh.kg(max)}`
          : `发货重量 ${words.zh.kg(max)}以内`,
    zone: (name: string, provinces: string, zone: FreightZone) =>
      `<li><strong>${name}</strong>（${provinces}）：首重 ${words.zh.kg(zone.firstGrams)} ${formatPrice(zone.firstFen)}，续重每 ${words.zh.kg(zone.stepGrams)} ${formatPrice(zone.stepFen)}${
        zone.minimumFen > 0 ? `，最低 ${formatPrice(zone.minimumFen)}` : ''
      }；${zone.freeFromFen === null ? '不包邮' : `商品金额满 ${formatPrice(zone.freeFromFen)} 包邮`}。</li>`,
    intro:
      '<p>现货订单付款成功后，通常在 <strong>1–3 个工作日</strong>内发货；定制、期货或大批量订单的发货时间以订单确认为准。</p><p>运费在结算页按收货省份、发货重量与配送方式计算，规则如下。标注“包邮”的商品不计入发货重量，订单中全是包邮商品时免运费。</p>',
    way: (name: string, weights: string) => `<p><strong>${name}</strong>（${weights}）：</p>`,
    pickup: (name: string, address: string, hours: string) => `<p><strong>${name}</strong>：免运费，地址 ${address}，${hours}，请携带订单号和身份证件。</p>`,
    undelivered: (provinces: string) => `<p>${provinces}暂不配送：颜料属于化工产品，跨境运输需要报关文件，暂不支持在线下单。</p>`,
    outro:
      '<p>发货后可在“我的订单 — 查看物流”中跟踪；物流配送的订单会显示司机姓名与联系电话。颜料与染料属于化工产品，我们按相关规定包装和运输。签收时请当面检查外包装，如有破损、受潮，请拍照并拒收或及时联系客服。</p>',
  },
  en: {
    listSeparator: ', ',
    kg: (grams: number) => `${formatKilograms(grams)} kg`,
    weights: (min: number, max: number | null) =>
      max === null
        ? min > 0
          ? `from ${words.en.kg(min)} shipping weight`
          : 'any weight'
        : min > 0
          ? `${words.en.kg(min)} to ${words.en.kg(max)} shipping weight`
          : `up to ${words.en.kg(max)} shipping weight`,
    zone: (name: string, provinces: string, zone: FreightZone) =>
      `<li><strong>${name}</strong> (${provinces}): first ${words.en.kg(zone.firstGrams)} ${formatPrice(zone.firstFen)}, each further ${words.en.kg(zone.stepGrams)} ${formatPrice(zone.stepFen)}${
        zone.minimumFen > 0 ? `, at least ${formatPrice(zone.minimumFen)}` : ''
      }; ${zone.freeFromFen === null ? 'never free' : `free when the goods reach ${formatPrice(zone.freeFromFen)}`}.</li>`,
    intro:
      '<p>Stock orders usually ship within <strong>1–3 business days</strong> of payment; for custom, forward or bulk orders the dispatch date is confirmed with the order.</p><p>Checkout prices the freight from the delivery province, the shipping weight and the way of delivery, as follows. Products marked as shipping free add no weight, and an order made only of them ships free.</p>',
    way: (name: string, weights: string) => `<p><strong>${name}</strong> (${weights}):</p>`,
    pickup: (name: string, address: string, hours: string) => `<p><strong>${name}</strong>: free; ${address}; ${hours}. Bring the order number and an ID.</p>`,
    undelivered: (provinces: string) =>
      `<p>We do not deliver to ${provinces} yet: pigments are chemicals, and shipping there needs customs papers that online orders cannot provide.</p>`,
    outro:
      '<p>Once shipped, follow the parcel under My orders → Logistics; a freight carrier’s order shows the driver’s name and phone. Pigments and dyes are chemical products, packed and transported as the regulations require. Please check the packaging on delivery; if it is damaged or wet, take photos and refuse it or contact customer service.</p>',
  },
} as const;

/** Provinces by name: "上海市、江苏省", "Shanghai, Jiangsu and Zhejiang". */
function provinceNames(codes: readonly string[], locale: Locale): string {
  const names = codes.map((code) => messageIn(locale, `province.${code}`) ?? code);
  if (locale === 'zh' || names.length < 2) return names.join(words[locale].listSeparator);
  return `${names.slice(0, -1).join(words.en.listSeparator)} and ${names.at(-1)}`;
}

function wayText(way: 'express' | 'logistics', template: ShippedWayTemplate, locale: Locale): string {
  if (!template.enabled || template.zones.length === 0) return '';
  const w = words[locale];
  const zones = template.zones.map((zone) => w.zone(locale === 'zh' ? zone.nameZh : zone.nameEn, provinceNames(zone.provinceCodes, locale), zone));
  return `${w.way(messageIn(locale, `checkout.delivery.${way}`)!, w.weights(template.minGrams, template.maxGrams))}<ul>${zones.join('')}</ul>`;
}

function policyIn(settings: FreightSettings, locale: Locale): string {
  const w = words[locale];
  const { pickup } = settings;
  return [
    w.intro,
    wayText('express', settings.express, locale),
    wayText('logistics', settings.logistics, locale),
    pickup.enabled
      ? w.pickup(
          messageIn(locale, 'checkout.delivery.pickup')!,
          locale === 'zh' ? pickup.addressZh : pickup.addressEn,
          locale === 'zh' ? pickup.hoursZh : pickup.hoursEn,
        )
      : '',
    settings.undeliveredProvinceCodes.length > 0 ? w.undelivered(provinceNames(settings.undeliveredProvinceCodes, locale)) : '',
    w.outro,
  ].join('');
}

/** The shipping policy (safe HTML: p, ul/li, strong) stating these freight templates, in both languages. */
export function shippingPolicyHtml(settings: FreightSettings): LocalizedText {
  return { zh: policyIn(settings, 'zh'), en: policyIn(settings, 'en') };
}
