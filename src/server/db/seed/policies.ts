import type { LocalizedText } from '../../../schemas/common.ts';
import type { PolicyCode } from '../../../schemas/content.ts';
import { DEFAULT_FREIGHT_SETTINGS } from '../../../schemas/freight-defaults.ts';
import { shippingPolicyHtml } from './shipping-policy.ts';

/** The five help-centre texts (safe HTML: p, ul/li, strong); the shipping one states the freight templates the shop starts with. */
export const policySeeds: readonly { code: PolicyCode; title: LocalizedText; content: LocalizedText }[] = [
  {
    code: 'logistics',
    title: { zh: '物流方式', en: 'Shipping methods' },
    content: shippingPolicyHtml(DEFAULT_FREIGHT_SETTINGS),
  },
  {
    code: 'privacy',
    title: { zh: '隐私政策', en: 'Privacy policy' },
    content: {
      zh: [
        '<p>颜料商城（以下简称“我们”）重视您的个人信息保护，并依据《中华人民共和国个人信息保护法》等法律法规处理您的信息。</p>',
        '<p><strong>我们收集的信息</strong></p>',
        '<ul><li>注册与登录：手机号码、密码（仅保存不可逆的加密摘要）；</li><li>账户资料：昵称、性别、公司名称、固定电话（均为选填）；</li><li>交易信息：收货地址、订单、发票抬头与税号、售后凭证照片；</li><li>安全信息：登录设备类型与时间，用于识别异常登录。</li></ul>',
        '<p><strong>我们如何使用与共享</strong></p>',
        '<p>上述信息仅用于提供账户、下单、配送、开票、售后与客户服务。为完成交易，我们会向承运物流公司提供收货信息，向微信支付或支付宝提供支付所需的订单信息；在线客服由第三方服务提供。除法律法规要求外，我们不会出售或向其他第三方提供您的个人信息。</p>',
        '<p><strong>存储与您的权利</strong></p>',
        '<p>信息存储于中华人民共和国境内，保存期限为实现目的所需的最短时间。您可以在“个人中心”查询、更正个人资料，也可以联系客服删除信息或注销账户。浏览器本地存储仅用于保存登录状态、语言偏好与本地购物车。</p>',
        '<p>如对本政策有疑问，请发送邮件至 service@pigment-shop.example 或拨打客服热线。</p>',
      ].join(''),
      en: [
        '<p>Pigment Shop (“we”) protects your personal information and processes it under the Personal Information Protection Law of the People’s Republic of China and related regulations.</p>',
        '<p><strong>What we collect</strong></p>',
        '<ul><li>Registration and login: mobile number and password (only an irreversible hash is kept);</li><li>Profile: nickname, gender, company name and landline (all optional);</li><li>Transactions: delivery addresses, orders, invoice titles and tax numbers, after-sales photos;</li><li>Security: device type and time of logins, to detect unusual access.</li></ul>',
        '<p><strong>How we use and share it</strong></p>',
        '<p>We use this information only to run your account, orders, delivery, invoices, after-sales and customer service. To complete a purchase we give the carrier your delivery details and WeChat Pay or Alipay the order details the payment needs; the online chat is provided by a third party. Except where the law requires it, we never sell your personal information or give it to anyone else.</p>',
        '<p><strong>Storage and your rights</strong></p>',
        '<p>Data is stored in mainland China for no longer than its purpose requires. You can view and correct your profile in the personal centre, and ask customer service to delete your data or close your account. Browser local storage only keeps your login, language preference and local cart.</p>',
        '<p>Questions about this policy: write to service@pigment-shop.example or call the hotline.</p>',
      ].join(''),
    },
  },
  {
    code: 'agreement',
    title: { zh: '用户协议', en: 'User agreement' },
    content: {
      zh: [
        '<p>欢迎使用颜料商城。注册或使用本平台即表示您已阅读并同意本协议。</p>',
        '<ul>',
        '<li><strong>账户：</strong>您应使用本人或所在单位的手机号注册，妥善保管密码，并对账户下的操作负责。</li>',
        '<li><strong>商品与价格：</strong>商品价格以人民币计价，页面同时显示包装单价与每公斤单价；价格、库存可能调整，以下单时页面显示为准。议价成交的价格仅在约定的有效期和数量内适用。</li>',
        '<li><strong>订单：</strong>提交订单并在规定时间内完成支付后订单成立；超时未支付的订单将自动取消。</li>',
        '<li><strong>安全使用：</strong>颜料、染料及色浆为工业原料，请按安全技术说明书（SDS）储存和使用，不得用于法律禁止的用途；食品接触、玩具、化妆品等用途请自行确认法规符合性。</li>',
        '<li><strong>责任：</strong>页面参数为典型值，色块为近似显示，实际性能以质检报告和打样结果为准。因不可抗力导致的延误，我们将及时通知并协助处理。</li>',
        '</ul>',
        '<p>本协议适用中华人民共和国法律。因本协议产生的争议，双方应友好协商；协商不成的，提交平台运营方所在地人民法院诉讼解决。</p>',
      ].join(''),
      en: [
        '<p>Welcome to Pigment Shop. By registering or using the platform you confirm that you have read and accept this agreement.</p>',
        '<ul>',
        '<li><strong>Account:</strong> register with your own or your company’s mobile number, keep your password safe, and take responsibility for what is done under your account.</li>',
        '<li><strong>Products and prices:</strong> prices are in yuan (RMB); each pack shows its price and the price per kilogram. Prices and stock may change; the figures shown when you order apply. A negotiated price applies only within the agreed validity and quantity.</li>',
        '<li><strong>Orders:</strong> an order is concluded when it is submitted and paid within the payment time; unpaid orders are cancelled automatically.</li>',
        '<li><strong>Safe use:</strong> pigments, dyes and pastes are industrial raw materials. Store and use them as the safety data sheet (SDS) says and never for unlawful purposes; for food contact, toys, cosmetics and similar uses, confirm regulatory compliance yourself.</li>',
        '<li><strong>Liability:</strong> parameters are typical values and swatches are approximate; the certificate of analysis and your own trials decide actual performance. If force majeure delays an order we will tell you promptly and help.</li>',
        '</ul>',
        '<p>This agreement is governed by the laws of the People’s Republic of China. Disputes are first settled by consultation, failing which by the people’s court where the platform operator is located.</p>',
      ].join(''),
    },
  },
  {
    code: 'how_to_buy',
    title: { zh: '如何购买', en: 'How to buy' },
    content: {
      zh: [
        '<p>在颜料商城购买只需几步：</p>',
        '<ul>',
        '<li><strong>1. 找到商品：</strong>在顶部搜索框输入名称或 C.I. 名称（如“PB 15:3”“酞菁蓝”），或按分类、品牌筛选。</li>',
        '<li><strong>2. 选择规格：</strong>在商品详情页选择包装规格与数量（1–99 件，且不超过库存），查看每公斤单价。</li>',
        '<li><strong>3. 加入购物车或立即购买：</strong>未登录时商品会先保存在本地购物车，登录后可继续结算。</li>',
        '<li><strong>4. 确认订单：</strong>选择或新增收货地址，填写备注，核对运费与应付金额。</li>',
        '<li><strong>5. 支付：</strong>在支付时限内使用微信支付或支付宝完成付款。</li>',
        '<li><strong>6. 收货与开票：</strong>发货后可查看物流，收货后确认收货，并可在订单中申请普通发票或增值税专用发票。</li>',
        '</ul>',
        '<p>需要批量采购或特殊指标？可以在商品页发起议价，或在首页提交 1V1 采购需求，专人会尽快与您联系。</p>',
      ].join(''),
      en: [
        '<p>Buying at Pigment Shop takes a few steps:</p>',
        '<ul>',
        '<li><strong>1. Find the product:</strong> search by name or Colour Index name (for example “PB 15:3”), or filter by category and brand.</li>',
        '<li><strong>2. Choose the packing:</strong> on the product page pick a packing specification and a quantity (1 to 99, not more than the stock) and see the price per kilogram.</li>',
        '<li><strong>3. Add to cart or buy now:</strong> when you are not logged in, items wait in a local cart until you log in.</li>',
        '<li><strong>4. Confirm the order:</strong> choose or add a delivery address, add a remark, and check the freight and the amount due.</li>',
        '<li><strong>5. Pay:</strong> pay with WeChat Pay or Alipay within the payment time.</li>',
        '<li><strong>6. Receive and invoice:</strong> follow the shipment, confirm receipt, and apply for an ordinary or VAT special invoice from the order.</li>',
        '</ul>',
        '<p>Buying in bulk or need a special specification? Negotiate a price from the product page or submit a one-to-one purchase requirement on the home page, and a specialist will contact you.</p>',
      ].join(''),
    },
  },
  {
    code: 'returns',
    title: { zh: '退换货协议', en: 'Returns and after-sales' },
    content: {
      zh: [
        '<p>我们为每笔订单提供售后服务。收货后如发现质量问题、错发或漏发，请在<strong>签收后 7 天内</strong>在“我的订单 — 申请售后”中提交申请，并上传照片凭证。</p>',
        '<ul>',
        '<li><strong>仅退款：</strong>适用于未发货、漏发或经双方确认无需退回货物的情况。</li>',
        '<li><strong>退货退款：</strong>适用于质量问题或错发，审核通过后请按地址寄回，并填写快递公司与快递单号。</li>',
        '</ul>',
        '<p>售后申请一般在 1–2 个工作日内审核；收到退回货物并确认后，退款将在 3–7 个工作日内原路退回。售后进度和处理记录可在售后历史中查看。</p>',
        '<p>为保证产品品质与使用安全，已开封、已使用或按需调色定制的商品，除质量问题外不予退换。对质量有争议时，以双方留样的检测结果为准。</p>',
      ].join(''),
      en: [
        '<p>Every order comes with after-sales service. If you find a quality problem, a wrong item or a missing item, apply under My orders → After-sales <strong>within 7 days of delivery</strong> and attach photos.</p>',
        '<ul>',
        '<li><strong>Refund only:</strong> when the goods were not shipped, are missing, or both sides agree they need not come back.</li>',
        '<li><strong>Return and refund:</strong> for quality problems or wrong items; once approved, send the goods back and enter the express company and tracking number.</li>',
        '</ul>',
        '<p>Applications are usually reviewed within 1–2 business days; once the returned goods are received and checked, the refund reaches the original payment method within 3–7 business days. Progress and history are shown in the after-sales record.</p>',
        '<p>For quality and safety, opened, used or custom-tinted goods cannot be returned unless they are defective. In a quality dispute, tests on the retained samples of both sides decide.</p>',
      ].join(''),
    },
  },
];
