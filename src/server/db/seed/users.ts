import type { addresses, messages, users } from '../schema.ts';
import { beijingTime } from './dates.ts';

/** Demo logins printed by the start script: development data only. */
export const demoAccounts = {
  customer: { phone: '13800138000', password: 'Demo1234' },
  admin: { phone: '13900139000', password: 'Admin1234' },
  /** The demo company's buyer and finance members; the demo customer owns it. */
  buyer: { phone: '13800138001', password: 'Demo1234' },
  finance: { phone: '13800138002', password: 'Demo1234' },
} as const;
export type DemoAccount = keyof typeof demoAccounts;

type UserRow = typeof users.$inferInsert;

export const demoUsers = (hashes: Record<DemoAccount, string>): UserRow[] => [
  {
    phone: demoAccounts.customer.phone,
    email: 'demo@pigment-shop.example',
    passwordHash: hashes.customer,
    role: 'customer',
    nickname: '演示客户',
    companyName: '上海示例涂料有限公司',
    landline: '021-5080 1234',
    createdAt: beijingTime('2026-03-02T10:15:00'),
    updatedAt: beijingTime('2026-03-02T10:15:00'),
  },
  ...(['buyer', 'finance'] as const).map((account) => ({
    phone: demoAccounts[account].phone,
    passwordHash: hashes[account],
    role: 'customer' as const,
    nickname: account === 'buyer' ? '演示采购' : '演示财务',
    companyName: '上海示例涂料有限公司',
    createdAt: beijingTime('2026-03-05T09:30:00'),
    updatedAt: beijingTime('2026-03-05T09:30:00'),
  })),
  {
    phone: demoAccounts.admin.phone,
    email: 'admin@pigment-shop.example',
    passwordHash: hashes.admin,
    role: 'admin',
    staffRole: 'owner',
    nickname: '管理员',
    companyName: '颜料商城',
    createdAt: beijingTime('2026-01-05T09:00:00'),
    updatedAt: beijingTime('2026-01-05T09:00:00'),
  },
];

export const demoCustomerAddress = (userId: number): typeof addresses.$inferInsert => ({
  userId,
  provinceCode: '310000',
  province: '上海市',
  cityCode: '310100',
  city: '上海市',
  districtCode: '310115',
  district: '浦东新区',
  detail: '张江镇科苑路 88 号 2 号楼 601 室',
  consignee: '张明',
  mobile: demoAccounts.customer.phone,
  isDefault: true,
  createdAt: beijingTime('2026-03-02T10:20:00'),
});

export const demoCustomerMessages = (userId: number): (typeof messages.$inferInsert)[] => [
  {
    userId,
    kind: 'system',
    titleZh: '欢迎来到颜料商城',
    titleEn: 'Welcome to Pigment Shop',
    bodyZh: '感谢注册颜料商城！您可以按名称或 C.I. 名称搜索颜料，比较每公斤单价，在线议价或提交 1V1 采购需求。如有问题，请拨打 400-820-1688 联系客服。',
    bodyEn:
      'Thank you for joining Pigment Shop! Search pigments by name or Colour Index name, compare prices per kilogram, negotiate online or submit a one-to-one purchase requirement. Questions? Call customer service on 400-820-1688.',
    createdAt: beijingTime('2026-03-02T10:15:00'),
  },
  {
    userId,
    kind: 'system',
    titleZh: '国庆假期发货安排',
    titleEn: 'Shipping over the National Day holiday',
    bodyZh: '10 月 1 日至 10 月 7 日国庆假期期间，平台正常接单，订单将于 10 月 8 日起按付款顺序陆续发货。给您带来不便，敬请谅解。',
    bodyEn:
      'During the National Day holiday from 1 to 7 October the shop takes orders as usual; they ship from 8 October in order of payment. We apologise for any inconvenience.',
    createdAt: beijingTime('2026-09-25T09:00:00'),
  },
];

/** The demo customer's company, verified: its credit code is what demo-data removal finds it by. */
export const DEMO_COMPANY_CREDIT_CODE = '91310115MA1K3B2C4X';
export const demoCompany = {
  name: '上海示例涂料有限公司',
  creditCode: DEMO_COMPANY_CREDIT_CODE,
  address: '上海市浦东新区张江镇科苑路 88 号',
  contactName: '张明',
  contactPhone: demoAccounts.customer.phone,
  state: 'verified' as const,
  verifiedAt: beijingTime('2026-03-03T14:00:00'),
  createdAt: beijingTime('2026-03-02T11:00:00'),
  updatedAt: beijingTime('2026-03-03T14:00:00'),
};
/** The buyer's limits: ¥50,000 an order and ¥200,000 a month. */
export const demoBuyerLimits = { orderLimitFen: 5_000_000, monthlyLimitFen: 20_000_000 };
