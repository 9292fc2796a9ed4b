import { z } from 'zod';
import { addressList, regionList } from '../../schemas/address.ts';
import { articleListRow, articleRow, bannerRow, columnRow, policyRow } from '../../schemas/admin-content.ts';
import { adminAfterSalesDetail, adminAfterSalesPage, afterSalesDetail, afterSalesOptions, afterSalesPage } from '../../schemas/after-sales.ts';
import { auditPage } from '../../schemas/audit.ts';
import { captchaChallenge, loginAnswer, sendCodeAnswer } from '../../schemas/auth.ts';
import { adminBankTransfer, adminBankTransferPage, bankTransferView } from '../../schemas/bank-transfer.ts';
import { cartAddAnswer, cartAddManyAnswer, cartMergeAnswer, cartView } from '../../schemas/cart.ts';
import {
  categoryTreeOutput,
  colourCardOutput,
  colourSearchOutput,
  productCardList,
  productDetail,
  productListOutput,
  productLiveOutput,
} from '../../schemas/catalog.ts';
import {
  adminBrand,
  adminCategory,
  adminProduct,
  adminProductPage,
  adminSpec,
  bulkDone,
  ledgerPage,
  pricePreview,
  stockAdjusted,
} from '../../schemas/catalog-admin.ts';
import { importApplied, importPreview } from '../../schemas/catalog-import.ts';
import { checkoutQuote, placedOrder } from '../../schemas/checkout.ts';
import { article, articlePage, bannerList, brandList, columnTree, configResponses, policy, policyList } from '../../schemas/content.ts';
import { dashboard } from '../../schemas/dashboard.ts';
import { demoDataRemoved, demoDataStatus } from '../../schemas/demo-data.ts';
import { adminDocument } from '../../schemas/documents.ts';
import { favouriteIds, favouritePage } from '../../schemas/favourites.ts';
import { freightEstimate, freightSettings } from '../../schemas/freight.ts';
import { adminInvoice, adminInvoicePage, invoiceOrder, invoiceOrderPage, invoiceTitleList } from '../../schemas/invoices.ts';
import { markReadResult, messagePage, sendSystemMessageResult, unreadCountOutput } from '../../schemas/messages.ts';
import { adminNegotiationDetail, adminNegotiationPage, negotiationDetail, negotiationPage } from '../../schemas/negotiations.ts';
import { buyAgainAnswer } from '../../schemas/order-records.ts';
import { adminOrderDetail, adminOrderPage, orderDetail, orderOutcome, orderPage, orderSummary } from '../../schemas/orders.ts';
import { payLinkPayer, payLinkView, shareLink } from '../../schemas/pay-for.ts';
import { paymentState, startedPayment } from '../../schemas/payments.ts';
import { publishJob } from '../../schemas/publish.ts';
import { createdQuotation, documentLink, myQuotationPage } from '../../schemas/quotations.ts';
import { suggestOutput } from '../../schemas/suggest.ts';
import { synonymGroup, synonymList } from '../../schemas/synonyms.ts';
import { myRequirement, myRequirementPage, submittedAnswer } from '../../schemas/trade.ts';
import { adminRequirement, adminRequirementPage, adminSupplier, adminSupplierPage } from '../../schemas/trade-admin.ts';
import { uploadAnswer } from '../../schemas/upload.ts';
import { userInfo } from '../../schemas/user.ts';

/** An action that answers nothing: `data` is null. */
const nothing = z.null();

/**
 * What each call answers in the envelope's `data`, by "METHOD path": the contracts the islands and the
 * API tests parse those answers with. A call missing here is still described, with `data` left open.
 */
export const answerContracts: Record<string, z.core.$ZodType> = {
  ...Object.fromEntries(Object.entries(configResponses).map(([key, contract]) => [`POST /api/portal/content/configData/${key}`, contract])),
  'POST /api/portal/content/policy/getAll': policyList,
  'POST /api/portal/content/policy/getByCode': policy,
  'POST /api/portal/content/banner/getList': bannerList,
  'POST /api/portal/content/column/tree': columnTree,
  'POST /api/portal/content/article/getList': articlePage,
  'POST /api/portal/content/article/getById': article,
  'POST /api/portal/content/brand/getList': brandList,

  'POST /api/portal/user/login': loginAnswer,
  'POST /api/portal/user/loginByCode': loginAnswer,
  'POST /api/portal/user/register': loginAnswer,
  'POST /api/portal/user/resetPassword': nothing,
  'POST /api/portal/user/changePassword': nothing,
  'POST /api/portal/user/logout': nothing,
  'POST /api/portal/user/getCurrentUserInfo': userInfo,
  'POST /api/portal/user/modifyUserInfo': userInfo,
  'POST /api/portal/user/changeUsername': userInfo,
  'POST /api/portal/captcha/get': captchaChallenge,
  'POST /api/portal/sms/send': sendCodeAnswer,

  'POST /api/portal/product/getList': productListOutput,
  'POST /api/portal/product/suggest': suggestOutput,
  'POST /api/portal/product/getById': productDetail,
  'POST /api/portal/product/getLive': productLiveOutput,
  'POST /api/portal/product/getPopular': productCardList,
  'POST /api/portal/product/colourSearch': colourSearchOutput,
  'POST /api/portal/product/colourCard': colourCardOutput,
  'POST /api/portal/category/tree': categoryTreeOutput,

  'POST /api/portal/favourite/add': nothing,
  'POST /api/portal/favourite/remove': nothing,
  'POST /api/portal/favourite/check': favouriteIds,
  'POST /api/portal/favourite/list': favouritePage,

  'POST /api/portal/cart/preview': cartView,
  'POST /api/portal/cart/list': cartView,
  'POST /api/portal/cart/add': cartAddAnswer,
  'POST /api/portal/cart/addMany': cartAddManyAnswer,
  'POST /api/portal/cart/update': cartView,
  'POST /api/portal/cart/selectAll': cartView,
  'POST /api/portal/cart/remove': cartView,
  'POST /api/portal/cart/merge': cartMergeAnswer,

  'POST /api/portal/address/list': addressList,
  'POST /api/portal/address/create': addressList,
  'POST /api/portal/address/update': addressList,
  'POST /api/portal/address/setDefault': addressList,
  'POST /api/portal/address/delete': addressList,
  'POST /api/portal/region/children': regionList,

  'POST /api/portal/checkout/quote': checkoutQuote,
  'POST /api/portal/checkout/place': placedOrder,
  'POST /api/portal/freight/estimate': freightEstimate,
  'POST /api/admin/freight/get': freightSettings,
  'POST /api/admin/freight/save': freightSettings,
  'POST /api/portal/order/summary': orderOutcome,
  'POST /api/portal/order/list': orderPage,
  'POST /api/portal/order/cancel': orderSummary,
  'POST /api/portal/order/detail': orderDetail,
  'POST /api/portal/order/confirmReceipt': orderSummary,
  'POST /api/portal/order/buyAgain': buyAgainAnswer,
  'POST /api/portal/payment/status': paymentState,
  'POST /api/portal/payment/start': startedPayment,
  'POST /api/portal/payment/receipt': bankTransferView,
  'POST /api/portal/payment/abandon': nothing,
  'POST /api/portal/payment/wechatOpenid': nothing,
  'POST /api/portal/payment/shareLink': shareLink,
  'POST /api/portal/payment/revokeShare': nothing,
  'POST /api/portal/payFor/view': payLinkView,
  'POST /api/portal/payFor/start': startedPayment,
  'POST /api/portal/payFor/wechatOpenid': payLinkPayer,
  'POST /api/portal/payFor/abandon': nothing,

  'POST /api/portal/message/list': messagePage,
  'POST /api/portal/message/unreadCount': unreadCountOutput,
  'POST /api/portal/message/read': markReadResult,
  'POST /api/portal/message/readAll': markReadResult,

  'POST /api/portal/invoice/title/list': invoiceTitleList,
  'POST /api/portal/invoice/title/create': invoiceTitleList,
  'POST /api/portal/invoice/title/update': invoiceTitleList,
  'POST /api/portal/invoice/title/setDefault': invoiceTitleList,
  'POST /api/portal/invoice/title/delete': invoiceTitleList,
  'POST /api/portal/invoice/list': invoiceOrderPage,
  'POST /api/portal/invoice/apply': invoiceOrder,

  'POST /api/portal/quotation/create': createdQuotation,
  'POST /api/portal/quotation/list': myQuotationPage,
  'POST /api/portal/quotation/link': documentLink,
  'POST /api/portal/order/proforma': documentLink,
  'POST /api/admin/quotation/link': documentLink,
  'POST /api/admin/order/proforma': documentLink,
  'POST /api/portal/negotiation/propose': negotiationDetail,
  'POST /api/portal/negotiation/list': negotiationPage,
  'POST /api/portal/negotiation/detail': negotiationDetail,
  'POST /api/portal/negotiation/counter': negotiationDetail,
  'POST /api/portal/negotiation/accept': negotiationDetail,
  'POST /api/portal/negotiation/withdraw': negotiationDetail,

  'POST /api/portal/afterSales/options': afterSalesOptions,
  'POST /api/portal/afterSales/apply': afterSalesDetail,
  'POST /api/portal/afterSales/list': afterSalesPage,
  'POST /api/portal/afterSales/detail': afterSalesDetail,
  'POST /api/portal/afterSales/cancel': afterSalesDetail,
  'POST /api/portal/afterSales/submitReturn': afterSalesDetail,

  'POST /api/portal/upload': uploadAnswer,
  'POST /api/admin/catalog/import/preview': importPreview,
  'POST /api/admin/catalog/document/upload': adminDocument,
  'POST /api/admin/catalog/document/replace': adminDocument,
  'POST /api/admin/catalog/document/delete': nothing,
  'POST /api/admin/catalog/import/apply': importApplied,
  'POST /api/admin/catalog/synonym/list': synonymList,
  'POST /api/admin/catalog/synonym/save': synonymGroup,
  'POST /api/admin/catalog/synonym/delete': nothing,
  'POST /api/admin/catalog/demo-data/status': demoDataStatus,
  'POST /api/admin/catalog/demo-data/remove': demoDataRemoved,
  'POST /api/portal/supplier/apply': submittedAnswer,
  'POST /api/portal/requirement/submit': submittedAnswer,
  'POST /api/portal/requirement/mine': myRequirementPage,
  'POST /api/portal/requirement/detail': myRequirement,

  'POST /api/admin/content/banner/list': z.array(bannerRow),
  'POST /api/admin/content/banner/update': bannerRow,
  'POST /api/admin/content/policy/list': z.array(policyRow),
  'POST /api/admin/content/policy/save': policyRow,
  'POST /api/admin/content/article/list': z.array(articleListRow),
  'POST /api/admin/content/article/get': articleRow,
  'POST /api/admin/content/article/update': articleRow,
  'POST /api/admin/content/column/list': z.array(columnRow),
  'POST /api/admin/content/column/create': columnRow,

  'POST /api/admin/catalog/product/list': adminProductPage,
  'POST /api/admin/catalog/product/get': adminProduct,
  'POST /api/admin/catalog/product/publish': adminProduct,
  'POST /api/admin/catalog/product/retire': adminProduct,
  'POST /api/admin/catalog/product/bulk': bulkDone,
  'POST /api/admin/catalog/product/bulk/pricePreview': pricePreview,
  'POST /api/admin/catalog/spec/create': adminSpec,
  'POST /api/admin/catalog/spec/update': adminSpec,
  'POST /api/admin/catalog/spec/retire': adminSpec,
  'POST /api/admin/catalog/stock/adjust': stockAdjusted,
  'POST /api/admin/catalog/stock/list': ledgerPage,
  'POST /api/admin/catalog/brand/list': z.array(adminBrand),
  'POST /api/admin/catalog/category/list': z.array(adminCategory),

  'POST /api/admin/dashboard': dashboard,
  'POST /api/admin/publish': publishJob,
  'GET /api/admin/publish/:id': publishJob,
  'POST /api/admin/order/list': adminOrderPage,
  'POST /api/admin/order/detail': adminOrderDetail,
  'POST /api/admin/order/ship': orderSummary,
  'POST /api/admin/order/tracking': nothing,
  'POST /api/admin/order/refundPayment': nothing,
  'POST /api/admin/audit/list': auditPage,
  'POST /api/admin/message/send': sendSystemMessageResult,
  'POST /api/admin/invoice/list': adminInvoicePage,
  'POST /api/admin/invoice/issue': adminInvoice,
  'POST /api/admin/invoice/reject': adminInvoice,
  'POST /api/admin/bankTransfer/list': adminBankTransferPage,
  'POST /api/admin/bankTransfer/confirm': adminBankTransfer,
  'POST /api/admin/bankTransfer/reject': adminBankTransfer,
  'POST /api/admin/bankTransfer/resolve': adminBankTransfer,
  'POST /api/admin/requirement/list': adminRequirementPage,
  'POST /api/admin/requirement/detail': adminRequirement,
  'POST /api/admin/supplier/list': adminSupplierPage,
  'POST /api/admin/supplier/contacted': adminSupplier,
  'POST /api/admin/supplier/accept': adminSupplier,
  'POST /api/admin/supplier/reject': adminSupplier,
  'POST /api/admin/negotiation/list': adminNegotiationPage,
  'POST /api/admin/negotiation/detail': adminNegotiationDetail,
  'POST /api/admin/afterSales/list': adminAfterSalesPage,
  'POST /api/admin/afterSales/detail': adminAfterSalesDetail,
};
