import { z } from 'zod';
import { DEFAULT_QUOTATION_VALID_DAYS, MAX_QUOTATION_VALID_DAYS } from './quotation-values.ts';
import { textField } from './text.ts';

/**
 * What the shop prints on its quotations and proforma invoices (config key `paperwork`), set by the
 * operator: the letterhead (registered company name, address, phone, taxpayer number), how many days a
 * quotation holds its prices, and the payment and delivery terms. Never in the public config answers.
 */
const requiredText = (max: number) =>
  textField('validation.required').trim().min(1, { message: 'validation.required', abort: true }).max(max, 'validation.tooLong');
const bothLanguages = (max: number) => z.strictObject({ zh: requiredText(max), en: requiredText(max) });

export const paperworkConfig = z.strictObject({
  companyName: bothLanguages(100),
  address: bothLanguages(200),
  phone: requiredText(40),
  /** 纳税人识别号 (15–20 digits and capitals, as on invoice titles); empty until the operator sets it (the documents then leave it out). */
  taxNo: textField('validation.taxNo')
    .trim()
    .regex(/^(?:[0-9A-Z]{15,20})?$/, 'validation.taxNo'),
  quotationValidDays: z
    .number('validation.required')
    .int('validation.required')
    .min(1, 'validation.required')
    .max(MAX_QUOTATION_VALID_DAYS, 'validation.tooLong'),
  paymentTerms: bothLanguages(300),
  deliveryTerms: bothLanguages(300),
});
export type PaperworkConfig = z.infer<typeof paperworkConfig>;

/** The paperwork a shop starts with, until the operator saves its own. */
export const DEFAULT_PAPERWORK: PaperworkConfig = {
  companyName: { zh: '上海颜料商城有限公司', en: 'Shanghai Pigment Shop Co., Ltd.' },
  address: { zh: '上海市浦东新区张江路 88 号 5 楼', en: '5F, No. 88 Zhangjiang Road, Pudong New Area, Shanghai' },
  phone: '400-820-1688',
  taxNo: '',
  quotationValidDays: DEFAULT_QUOTATION_VALID_DAYS,
  paymentTerms: {
    zh: '款到发货：下单后 30 分钟内在线支付（微信支付、支付宝）或按约定对公转账。',
    en: 'Payment before dispatch: pay online (WeChat Pay, Alipay) within 30 minutes of ordering, or by bank transfer as agreed.',
  },
  deliveryTerms: {
    zh: '现货自付款之日起 1–3 个工作日内发货；运费按本店运费规则计算，包含在总价中。',
    en: 'Stock items ship within 1–3 business days of payment; freight follows the shop’s freight rules and is included in the total.',
  },
};
