import { MAX_PACK_PRICE_FEN } from './catalog-admin-limits.ts';
import { IMPORT_MAX_ROWS, IMPORT_MAX_TEXT_CHARS, IMPORT_MAX_UNPACKED_BYTES, IMPORT_WORK_BUDGET_MS } from './catalog-import-limits.ts';
import { PASSWORD_CHANGE_REQUIRED_CODE, SESSION_INVALID_CODE, SUCCESS_CODE } from './codes.ts';
import type { Locale } from './common.ts';
import { DEMO_REMOVAL_PHRASE } from './demo-data-phrase.ts';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_PRODUCT } from './document-values.ts';
import { formatPrice } from './money.ts';
import { MAX_ORDER_TOTAL_FEN, ORDER_EXPORT_MAX_LINES } from './order-values.ts';
import { UPLOAD_QUOTA } from './upload.ts';

const maxOrderTotal = formatPrice(MAX_ORDER_TOTAL_FEN);

/**
 * The one error catalogue: every answer's `code` comes from here, with its message in both languages.
 * The HTTP status travels with the code so that proxies and logs see a real 4xx/5xx.
 */
export const errors = {
  success: { code: SUCCESS_CODE, status: 200, zh: '成功', en: 'Success' },
  requestFailed: { code: '000001', status: 500, zh: '请求失败，请重试', en: 'Request failed, please retry' },
  validation: { code: '000002', status: 400, zh: '提交的信息有误，请检查后重试', en: 'Some of the information is invalid' },
  notFound: { code: '000003', status: 404, zh: '请求的内容不存在', en: 'Not found' },
  sessionInvalid: { code: SESSION_INVALID_CODE, status: 401, zh: '请先登录', en: 'Please log in first' },
  forbidden: { code: '000005', status: 403, zh: '没有权限执行此操作', en: 'You are not allowed to do this' },
  rateLimited: { code: '000006', status: 429, zh: '操作频繁，请稍后再试', en: 'Too many attempts, please try again later' },
  conflict: { code: '000007', status: 409, zh: '数据已被修改，请刷新后重试', en: 'This changed in the meantime, please refresh' },
  invalidJson: { code: '000008', status: 400, zh: '请求格式错误', en: 'The request is not valid JSON' },
  payloadTooLarge: { code: '000009', status: 413, zh: '请求内容过大', en: 'The request is too large' },
  unsupportedMediaType: { code: '000010', status: 415, zh: '请求格式不受支持', en: 'Unsupported request format' },
  serviceBusy: { code: '000011', status: 503, zh: '服务繁忙，请稍后再试', en: 'Service busy, please try again shortly' },

  phoneRequired: { code: '100001', status: 400, zh: '请输入正确的手机号', en: 'Please enter a valid mobile number' },
  passwordsDiffer: { code: '100002', status: 400, zh: '两次输入的密码不一致', en: 'The passwords do not match' },
  smsCodeRequired: { code: '100003', status: 400, zh: '请输入验证码', en: 'Please enter the verification code' },
  captchaRequired: { code: '100004', status: 400, zh: '请输入图形验证码', en: 'Please enter the graphic captcha' },
  smsCodeWrong: { code: '100005', status: 400, zh: '验证码错误或已过期', en: 'The verification code is wrong or has expired' },
  loginFailed: { code: '100006', status: 400, zh: '账号或密码错误', en: 'Wrong account or password' },
  accountTaken: { code: '100007', status: 409, zh: '该账号已被注册', en: 'This account is already registered' },
  agreementRequired: {
    code: '100008',
    status: 400,
    zh: '请先阅读并同意隐私政策和用户协议',
    en: 'Please read and agree to the privacy policy and user agreement first',
  },
  captchaWrong: { code: '100009', status: 400, zh: '图形验证码错误', en: 'The graphic captcha is wrong' },
  sameAccount: { code: '100010', status: 400, zh: '新账号与当前账号相同', en: 'The new account is the same as the current one' },
  oldPasswordWrong: { code: '100011', status: 400, zh: '原密码错误', en: 'The current password is wrong' },
  codeNotSent: { code: '100012', status: 502, zh: '验证码发送失败，请稍后重试', en: 'The code could not be sent, please try again shortly' },
  loginDelayed: {
    code: '100013',
    status: 429,
    zh: '密码错误次数过多，请稍后再试，或使用短信验证码登录',
    en: 'Too many wrong passwords: please try again later, or log in with an SMS code',
  },
  smsCeilingReached: {
    code: '100014',
    status: 429,
    zh: '当前请求验证码的人过多，请稍后再试',
    en: 'Too many verification codes are being asked for right now; please try again later',
  },
  passwordLoginCeilingReached: {
    code: '100015',
    status: 429,
    zh: '当前密码登录失败过多，密码登录暂停，请稍后再试或使用短信验证码登录',
    en: 'Password login is paused after too many failed attempts; please try again later or log in with an SMS code',
  },
  passwordChangeRequired: {
    code: PASSWORD_CHANGE_REQUIRED_CODE,
    status: 403,
    zh: '请先修改初始密码',
    en: 'Please change your initial password first',
  },

  noSpecification: {
    code: '200001',
    status: 400,
    zh: '暂无可购买的规格，请联系客服',
    en: 'No specification is available to buy or add to cart, please contact customer service',
  },
  quantityOutOfRange: { code: '200002', status: 400, zh: '购买数量超出范围或库存不足', en: 'The quantity is out of range or above stock' },
  deliveryNotSupported: { code: '200003', status: 400, zh: '该地区暂不支持配送', en: 'Delivery is not supported in this area' },
  addressRequired: {
    code: '200004',
    status: 400,
    zh: '请选择收货地址或先添加收货地址',
    en: 'Please select a delivery address or add one first',
  },
  addressNotSelected: {
    code: '200005',
    status: 400,
    zh: '您还没有选择要修改的地址',
    en: 'You have not selected the address you want to change',
  },
  paymentFailed: { code: '200006', status: 400, zh: '支付失败', en: 'Payment failed' },
  imageTypeInvalid: { code: '200007', status: 400, zh: '只能上传 JPG 和 PNG 格式的图片', en: 'Only JPG and PNG images can be uploaded' },
  uploadQuotaExceeded: {
    code: '200008',
    status: 429,
    zh: `上传已达上限（每 24 小时最多 ${UPLOAD_QUOTA.customer.files} 个文件、共 ${UPLOAD_QUOTA.customer.bytes / 1024 / 1024} MB），请稍后再试`,
    en: `Upload limit reached (at most ${UPLOAD_QUOTA.customer.files} files and ${UPLOAD_QUOTA.customer.bytes / 1024 / 1024} MB in 24 hours); please try again later`,
  },
  orderTotalTooHigh: {
    code: '200030',
    status: 400,
    zh: `单笔订单金额不能超过 ${maxOrderTotal}，请分成多笔订单购买`,
    en: `An order may not cost more than ${maxOrderTotal}; please split the purchase over several orders`,
  },
  unpaidOrdersLimit: {
    code: '200031',
    status: 409,
    zh: '您的待付款订单已达上限，请先支付或取消待付款订单后再下单',
    en: 'You have as many orders awaiting payment as allowed; please pay for or cancel one first',
  },
  stockShareLimit: {
    code: '200032',
    status: 409,
    zh: '该规格库存有限，本单购买数量超出可保留的数量，请减少数量',
    en: 'This pack is in short supply and this order asks for more than may be held; please buy fewer',
  },
  orderNotPayable: { code: '200020', status: 409, zh: '该订单已支付或已取消，无需支付', en: 'This order is already paid or cancelled' },
  paymentTimeExpired: { code: '200021', status: 409, zh: '订单支付时间已过，订单已取消', en: 'The time to pay for this order has run out' },
  paymentChannelUnavailable: {
    code: '200022',
    status: 503,
    zh: '该支付方式暂不可用，请选择其他方式',
    en: 'This payment method is not available, please choose another',
  },
  wechatAuthFailed: {
    code: '200025',
    status: 409,
    zh: '微信授权未完成，请重新选择微信支付',
    en: 'WeChat did not confirm your account; please choose WeChat Pay again',
  },
  payLinkInvalid: {
    code: '200049',
    status: 404,
    zh: '该代付链接无效或已被撤销，请向下单人索取新的链接',
    en: 'This pay-for-me link is not valid or was revoked; please ask the buyer for a new one',
  },
  payLinkPaid: { code: '200050', status: 409, zh: '该订单已支付，代付链接已失效', en: 'This order has been paid; the pay-for-me link no longer works' },
  payLinkEnded: {
    code: '200051',
    status: 409,
    zh: '该订单已取消或已过支付时间，代付链接已失效',
    en: 'This order was cancelled or its time to pay ran out; the pay-for-me link no longer works',
  },
  paymentNotOwed: { code: '200023', status: 409, zh: '这笔支付无需退款或已经退回', en: 'This payment is not owed back, or was already refunded' },
  paymentRefundFailed: {
    code: '200024',
    status: 502,
    zh: '支付渠道未能完成退款，支付记录未改变，请稍后重试',
    en: 'The payment provider did not make the refund; nothing was changed, please try again later',
  },

  afterSalesOrderNotEligible: {
    code: '200040',
    status: 409,
    zh: '该订单暂不能申请售后，仅已付款的订单可以申请',
    en: 'Only a paid order can have an after-sales application',
  },
  afterSalesOpen: {
    code: '200041',
    status: 409,
    zh: '该订单已有处理中的售后申请，请等待处理完成',
    en: 'This order already has an after-sales application in progress',
  },
  afterSalesQuantity: { code: '200042', status: 400, zh: '申请数量超过可申请的数量', en: 'The quantity is more than can still be applied for' },
  afterSalesAmount: {
    code: '200043',
    status: 400,
    zh: '退款金额超过可退金额（不超过实付金额减去已退款和处理中的金额）',
    en: 'The refund is more than can be refunded (what was paid, less earlier refunds and refunds in progress)',
  },
  afterSalesStateInvalid: { code: '200044', status: 409, zh: '售后申请当前的状态不允许此操作', en: 'The application’s current state does not allow this' },
  afterSalesReturnNotSent: { code: '200045', status: 409, zh: '买家尚未填写退货快递信息', en: 'The customer has not entered the return’s tracking number yet' },
  afterSalesReturnNotShipped: {
    code: '200048',
    status: 409,
    zh: '订单尚未发货，不能申请退货退款，请选择仅退款',
    en: 'The order has not shipped yet: it can be refunded, not returned',
  },
  afterSalesNoPayment: {
    code: '200046',
    status: 409,
    zh: '找不到该订单的成功支付记录，无法原路退款',
    en: 'No successful payment of this order was found to refund to',
  },
  afterSalesRefundFailed: {
    code: '200047',
    status: 502,
    zh: '支付渠道未能完成退款，售后状态未改变，请稍后重试',
    en: 'The payment provider did not make the refund; nothing was changed, please try again later',
  },

  publishUnavailable: {
    code: '300001',
    status: 503,
    zh: '当前运行方式不支持发布，请使用 npm start 启动的服务',
    en: 'Publishing needs the server started by npm start',
  },

  invoiceRequired: { code: '400001', status: 400, zh: '请先选择发票抬头再申请开票', en: 'An invoice must be chosen before applying' },
  orderNotInvoiceable: {
    code: '400002',
    status: 409,
    zh: '该订单暂不能开具发票，付款后可申请',
    en: 'This order cannot be invoiced: only a paid order can',
  },
  invoiceInProgress: {
    code: '400003',
    status: 409,
    zh: '该订单的开票申请正在处理中',
    en: 'An invoice application for this order is already in progress',
  },

  negotiationLive: {
    code: '500001',
    status: 409,
    zh: '您对该规格已有进行中或已成交的议价，请在“我的议价”中查看',
    en: 'You already have an open or agreed negotiation for this specification; see My negotiations',
  },
  negotiationClosed: { code: '500002', status: 409, zh: '该议价已结束，不能再操作', en: 'This negotiation is over; nothing more can be done with it' },
  negotiationNotYourTurn: { code: '500003', status: 409, zh: '请等待对方回复后再操作', en: "It is the other party's turn to answer" },
  negotiationOfferExpired: { code: '500004', status: 409, zh: '该报价已过有效期，将按标价购买', en: 'This offer has expired; the list price applies' },
  negotiationUsedUp: {
    code: '500005',
    status: 409,
    zh: '议价数量刚被另一笔订单使用，请重新确认订单',
    en: 'The negotiated packs were just used by another order; please check the order again',
  },
  productRetired: { code: '200033', status: 409, zh: '该商品已停售', en: 'This product is no longer sold' },
  requirementClosed: { code: '600001', status: 409, zh: '该需求已关闭，不能再处理', en: 'This requirement is closed and can no longer be changed' },
  requirementAnswered: {
    code: '600002',
    status: 409,
    zh: '该需求已回复，不能再分配；如需补充请再次回复',
    en: 'This requirement has been answered and can no longer be assigned; answer again to add to it',
  },
  supplierContacted: { code: '600003', status: 409, zh: '该入驻申请已标记为已联系', en: 'This supplier application is already marked as contacted' },
  supplierDecided: { code: '600004', status: 409, zh: '该入驻申请已处理完毕', en: 'This supplier application has already been accepted or rejected' },

  stockNegative: {
    code: '700001',
    status: 409,
    zh: '库存不足，调整后库存不能为负数，未做任何修改',
    en: 'Not enough stock: stock cannot go below zero; nothing was changed',
  },
  brandHasProducts: {
    code: '700002',
    status: 409,
    zh: '该品牌下还有商品，不能删除；请先把商品移到其他品牌',
    en: 'This brand still has products and cannot be deleted; move them to another brand first',
  },
  categoryHasProducts: {
    code: '700003',
    status: 409,
    zh: '该分类下还有商品，不能删除；请先把商品移到其他分类',
    en: 'This category still has products and cannot be deleted; move them to another category first',
  },
  productInUse: {
    code: '700005',
    status: 409,
    zh: '该商品已有订单、议价或采购需求，不能删除；请改为停售',
    en: 'This product has orders, negotiations or purchase requirements and cannot be deleted; retire it instead',
  },
  packInUse: {
    code: '700006',
    status: 409,
    zh: '该规格已有订单或议价，不能删除；请改为停售',
    en: 'This pack has orders or negotiations and cannot be deleted; retire it instead',
  },
  priceOutOfRange: {
    code: '700007',
    status: 400,
    zh: `调价后有规格的价格低于 0.01 元或高于 ${formatPrice(MAX_PACK_PRICE_FEN)}，未做任何修改`,
    en: `The adjustment would take a pack below ¥0.01 or above ${formatPrice(MAX_PACK_PRICE_FEN)}; nothing was changed`,
  },
  categoryHasChildren: { code: '700004', status: 409, zh: '该分类下还有子分类，不能删除', en: 'This category still has subcategories and cannot be deleted' },

  importFileUnreadable: {
    code: '710001',
    status: 400,
    zh: '无法读取该文件：请上传 .xlsx 或 .csv（UTF-8 或 GB18030）格式的商品表',
    en: 'The file could not be read: upload the catalogue as .xlsx or .csv (UTF-8 or GB18030)',
  },
  importTooManyRows: {
    code: '710002',
    status: 413,
    zh: `商品表最多 ${IMPORT_MAX_ROWS.toLocaleString('en')} 行，请分批导入`,
    en: `A catalogue file holds at most ${IMPORT_MAX_ROWS.toLocaleString('en')} rows; import it in parts`,
  },
  importPreviewGone: {
    code: '710003',
    status: 404,
    zh: '该导入预览已过期或不存在，请重新上传文件',
    en: 'This import preview has expired or does not exist; upload the file again',
  },
  orderExportEmpty: {
    code: '800001',
    status: 404,
    zh: '所选时间和状态下没有订单',
    en: 'There are no orders in the chosen dates and status',
  },
  orderExportTooLarge: {
    code: '800002',
    status: 413,
    zh: `一次最多导出 ${ORDER_EXPORT_MAX_LINES.toLocaleString('en')} 条订单明细，请缩短时间范围`,
    en: `One download holds at most ${ORDER_EXPORT_MAX_LINES.toLocaleString('en')} order lines; choose a shorter range`,
  },
  shipMethodNotForOrder: {
    code: '810002',
    status: 409,
    zh: '自提订单只能登记提货人；快递或物流订单请填写承运信息',
    en: 'A pickup order is handed over to its collector; an order sent by express or logistics needs its carrier',
  },
  deliveryWayUnavailable: {
    code: '810001',
    status: 400,
    zh: '所选配送方式不适用于该订单（重量或地区），请选择其他配送方式',
    en: 'The chosen delivery way is not offered for this order (its weight or region); choose another',
  },
  importHasErrors: { code: '710004', status: 400, zh: '文件中还有错误，请修正后重新上传', en: 'The file still has errors; correct them and upload it again' },
  importRowsOutOfOrder: {
    code: '710005',
    status: 400,
    zh: '表格中的行号重复或倒序：请用 Excel 或 WPS 重新保存后上传',
    en: 'The sheet numbers its rows twice or backwards: save it again in Excel or WPS and upload it',
  },
  importUnpackedTooLarge: {
    code: '710006',
    status: 413,
    zh: `表格解压后超过 ${IMPORT_MAX_UNPACKED_BYTES / 1024 / 1024} MB，请分批导入`,
    en: `The spreadsheet unpacks to more than ${IMPORT_MAX_UNPACKED_BYTES / 1024 / 1024} MB; import it in parts`,
  },
  importTooMuchText: {
    code: '710007',
    status: 413,
    zh: `表格中的文字超过 ${IMPORT_MAX_TEXT_CHARS.toLocaleString('en')} 个字符，请分批导入`,
    en: `The sheet holds more than ${IMPORT_MAX_TEXT_CHARS.toLocaleString('en')} characters of text; import it in parts`,
  },
  importTooDemanding: {
    code: '710008',
    status: 413,
    zh: `读取该文件所需的时间或内存超出限制（${IMPORT_WORK_BUDGET_MS / 1000} 秒），请分批导入`,
    en: `Reading this file took more time or memory than an import may take (${IMPORT_WORK_BUDGET_MS / 1000} s); import it in parts`,
  },

  bankTransferNotChosen: { code: '820001', status: 409, zh: '该订单未选择对公转账', en: 'This order is not being paid by bank transfer' },
  bankTransferAlreadySubmitted: {
    code: '820002',
    status: 409,
    zh: '转账凭证已提交或转账已确认，请等待核对结果',
    en: 'A transfer receipt is already submitted or the transfer is confirmed; please wait for the check',
  },
  bankTransferNotSubmitted: { code: '820003', status: 409, zh: '该转账没有待确认的凭证', en: 'This transfer has no receipt awaiting confirmation' },
  bankTransferOrderClosed: {
    code: '820004',
    status: 409,
    zh: '订单已取消或已通过其他方式支付，无法确认此转账；如已收到款项，请通过银行退回',
    en: 'The order was cancelled or paid another way, so this transfer cannot be confirmed; return any money received through the bank',
  },
  bankTransferAwaitingReceipt: {
    code: '820006',
    status: 409,
    zh: '您另有一笔对公转账订单尚未上传转账凭证，请先上传凭证或改用其他支付方式',
    en: 'Another of your bank-transfer orders still awaits its receipt: upload it first, or pay this order another way',
  },
  bankTransferNothingToCheck: {
    code: '820007',
    status: 409,
    zh: '该转账无需核对：订单仍在进行或转账已确认',
    en: 'This transfer needs no check: its order is still open or the transfer was confirmed',
  },
  bankTransferAmountDiffers: {
    code: '820008',
    status: 409,
    zh: '收到的金额与订单金额不同：请填写说明后确认，或拒绝该转账',
    en: 'The amount received differs from the order total: add a note to confirm it anyway, or reject the transfer',
  },
  bankTransferReceivedLater: {
    code: '820009',
    status: 400,
    zh: '到账日期不能晚于今天',
    en: 'The day the money arrived cannot be after today',
  },
  receiptTypeInvalid: {
    code: '820005',
    status: 400,
    zh: '转账凭证只能是 JPG、PNG 图片或 PDF 文件',
    en: 'A transfer receipt must be a JPG or PNG image or a PDF',
  },

  sampleOpenLimit: {
    code: '830001',
    status: 409,
    zh: '您待处理的样品申请已达上限，请等待处理后再申请',
    en: 'You have as many sample requests waiting as allowed; please wait until one is handled',
  },
  sampleMonthLimit: {
    code: '830002',
    status: 409,
    zh: '本月您已申请过该产品的样品，请下月再申请',
    en: 'You have already requested a sample of this product this month; please ask again next month',
  },
  sampleHandled: { code: '830003', status: 409, zh: '该样品申请已处理，不能再执行此操作', en: 'This sample request has already been handled' },

  quotationExpired: {
    code: '870001',
    status: 409,
    zh: '该报价单已过有效期，请重新生成报价单',
    en: 'This quotation has expired; please make a new one',
  },
  quotationOrdered: { code: '870002', status: 409, zh: '该报价单已下过订单，不能重复使用', en: 'An order has already been placed from this quotation' },
  documentLinkInvalid: {
    code: '870003',
    status: 403,
    zh: '下载链接已失效，请返回页面重新下载',
    en: 'This download link is no longer valid; please download again from the page',
  },
  negotiationNotAgreed: {
    code: '870004',
    status: 409,
    zh: '只有已成交且仍有剩余数量的议价可以生成报价单',
    en: 'Only an agreed negotiation with packs left can be quoted',
  },
  proformaUnavailable: {
    code: '870005',
    status: 409,
    zh: '只有待付款或已付款的订单可以开具形式发票',
    en: 'A proforma invoice is only made for an order awaiting payment or paid',
  },

  documentNotPdf: { code: '850001', status: 400, zh: '只能上传 PDF 文件', en: 'Only PDF files can be uploaded' },
  documentTooLarge: {
    code: '850002',
    status: 413,
    zh: `文件不能超过 ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`,
    en: `The file must not exceed ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`,
  },
  documentLimit: {
    code: '850003',
    status: 409,
    zh: `每个产品最多 ${MAX_DOCUMENTS_PER_PRODUCT} 份文件，请先删除旧文件`,
    en: `A product has at most ${MAX_DOCUMENTS_PER_PRODUCT} documents; remove an old one first`,
  },

  demoRemovalNotConfirmed: {
    code: '730001',
    status: 400,
    zh: `确认文字不符：请输入“${DEMO_REMOVAL_PHRASE}”`,
    en: `The confirmation does not match: type “${DEMO_REMOVAL_PHRASE}”`,
  },

  accountDisabled: { code: '890001', status: 403, zh: '该账号已停用，请联系店铺负责人', en: 'This account has been disabled; ask the shop’s owner' },
  staffPhoneIsCustomer: {
    code: '890002',
    status: 409,
    zh: '该手机号已注册为客户账号，请使用其他手机号邀请',
    en: 'This mobile number belongs to a customer account; invite another number',
  },
  alreadyStaff: { code: '890003', status: 409, zh: '该手机号已是团队成员', en: 'This mobile number is already in the team' },
  lastOwner: {
    code: '890004',
    status: 409,
    zh: '店铺至少需要一位在职的负责人，请先指定另一位负责人',
    en: 'The shop needs at least one active owner; make someone else owner first',
  },
  staffNotFound: { code: '890005', status: 404, zh: '没有这位团队成员', en: 'No such member of the team' },

  alreadyInCompany: {
    code: '900001',
    status: 409,
    zh: '你已属于一家企业，一个账号只能加入一家企业',
    en: 'You already belong to a company; an account can belong to one only',
  },
  creditCodeTaken: {
    code: '900002',
    status: 409,
    zh: '该统一社会信用代码已由另一家企业登记，如有疑问请联系客服',
    en: 'Another company is registered with this credit code; contact us if this is yours',
  },
  companyDecided: { code: '900003', status: 409, zh: '该企业已审核过，请刷新后查看', en: 'This company has already been reviewed; refresh to see it' },
  companyFull: { code: '900004', status: 409, zh: '企业成员和待接受的邀请已达上限', en: 'The company has as many members and open invitations as it may' },
  invitedAlreadyMember: { code: '900005', status: 409, zh: '该手机号已是本企业成员', en: 'This number is already a member of the company' },
  invitationGone: { code: '900006', status: 409, zh: '邀请已失效或已处理', en: 'This invitation has lapsed or been answered' },
  ownerStays: {
    code: '900007',
    status: 409,
    zh: '负责人不能被移除或更改角色，请先转让负责人',
    en: 'The owner cannot be removed or given another role; hand ownership over first',
  },
} as const satisfies Record<string, { code: string; status: number; zh: string; en: string }>;

export type ErrorName = keyof typeof errors;

export { SUCCESS_CODE } from './codes.ts';

/** How long to wait, in the unit a person reads best: seconds, then minutes, then hours. */
function waitText(seconds: number, locale: Locale): string {
  const [amount, unit] = seconds < 120 ? [seconds, 0] : seconds < 7200 ? [Math.ceil(seconds / 60), 1] : [Math.ceil(seconds / 3600), 2];
  return `${amount} ${(locale === 'zh' ? ['秒', '分钟', '小时'] : ['s', 'min', 'h'])[unit]}`;
}

/** The message of a code; a refusal that knows how long to wait says so ("try again in 45 s"). */
export function errorMessage(name: ErrorName, locale: Locale, data?: unknown): string {
  const details = (data ?? {}) as { retryAfterSeconds?: unknown; limit?: unknown; productName?: unknown; specLabel?: unknown; maxQuantity?: unknown };
  const wait = details.retryAfterSeconds;
  if (typeof wait === 'number' && wait > 0) {
    const after = waitText(wait, locale);
    if (name === 'rateLimited') return locale === 'zh' ? `操作频繁，请 ${after}后再试` : `Too many attempts, please try again in ${after}`;
    if (name === 'loginDelayed') {
      return locale === 'zh'
        ? `密码错误次数过多，请 ${after}后再试，或使用短信验证码登录`
        : `Too many wrong passwords: please try again in ${after}, or log in with an SMS code`;
    }
  }
  if (name === 'unpaidOrdersLimit' && typeof details.limit === 'number') {
    return locale === 'zh'
      ? `您已有 ${details.limit} 笔待付款订单，请先支付或取消其中一笔后再下单`
      : `You already have ${details.limit} orders awaiting payment; please pay for or cancel one first`;
  }
  if (name === 'sampleOpenLimit' && typeof details.limit === 'number') {
    return locale === 'zh'
      ? `您已有 ${details.limit} 个样品申请在等待处理，请等待处理后再申请`
      : `You already have ${details.limit} sample requests waiting; please wait until one is handled`;
  }
  if (name === 'stockShareLimit' && typeof details.maxQuantity === 'number' && typeof details.productName === 'string') {
    const pack = `${details.productName}${typeof details.specLabel === 'string' ? ` ${details.specLabel}` : ''}`;
    if (details.maxQuantity === 0) {
      return locale === 'zh'
        ? `「${pack}」库存有限，您的待付款订单已保留了可保留的全部数量，请先支付这些订单`
        : `${pack} is in short supply and your orders awaiting payment already hold all you may hold; please pay for them first`;
    }
    return locale === 'zh'
      ? `「${pack}」库存有限，本单最多可购买 ${details.maxQuantity} 件`
      : `${pack} is in short supply: this order may take at most ${details.maxQuantity}`;
  }
  return errors[name][locale];
}
