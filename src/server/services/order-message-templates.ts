/** What happened to an order that the customer is told about in an order message. */
export const orderEvents = [
  'paid',
  'shipped',
  'pickedUp',
  'delivered',
  'afterSalesApproved',
  'afterSalesRejected',
  'refunded',
  'returnExpired',
  'invoiceIssued',
  'invoiceRejected',
  'negotiationAnswered',
  'transferRejected',
] as const;
export type OrderEvent = (typeof orderEvents)[number];

export type OrderMessageText = { titleZh: string; titleEn: string; bodyZh: string; bodyEn: string };

type Template = { titleZh: string; titleEn: string; bodyZh: (orderNo: string) => string; bodyEn: (orderNo: string) => string };

const templates: Record<OrderEvent, Template> = {
  paid: {
    titleZh: '订单支付成功',
    titleEn: 'Payment received',
    bodyZh: (orderNo) => `订单 ${orderNo} 已支付成功，我们将尽快为您安排发货。`,
    bodyEn: (orderNo) => `We have received the payment for order ${orderNo} and will ship it soon.`,
  },
  shipped: {
    titleZh: '订单已发货',
    titleEn: 'Order shipped',
    bodyZh: (orderNo) => `订单 ${orderNo} 已发货，您可以在订单中查看物流信息。`,
    bodyEn: (orderNo) => `Order ${orderNo} has shipped. You can follow it in the order's logistics information.`,
  },
  pickedUp: {
    titleZh: '订单已提货',
    titleEn: 'Order collected',
    bodyZh: (orderNo) => `订单 ${orderNo} 的货物已在仓库提走。如货物有问题，可申请售后。`,
    bodyEn: (orderNo) => `The goods of order ${orderNo} were collected at the warehouse. If anything is wrong with them, you can apply for after-sales.`,
  },
  delivered: {
    titleZh: '订单已收货',
    titleEn: 'Order received',
    bodyZh: (orderNo) => `订单 ${orderNo} 已确认收货，交易完成。如货物有问题，可申请售后。`,
    bodyEn: (orderNo) =>
      `Receipt of order ${orderNo} is confirmed and the order is complete. If anything is wrong with the goods, you can apply for after-sales.`,
  },
  afterSalesApproved: {
    titleZh: '售后申请已通过',
    titleEn: 'After-sales application approved',
    bodyZh: (orderNo) => `订单 ${orderNo} 的售后申请已通过审核，请按售后记录中的说明继续办理。`,
    bodyEn: (orderNo) => `The after-sales application for order ${orderNo} has been approved. Please follow the steps in its after-sales history.`,
  },
  afterSalesRejected: {
    titleZh: '售后申请未通过',
    titleEn: 'After-sales application not approved',
    bodyZh: (orderNo) => `订单 ${orderNo} 的售后申请未通过审核，原因请查看售后记录。如有疑问，请联系客服。`,
    bodyEn: (orderNo) =>
      `The after-sales application for order ${orderNo} was not approved. The reason is in its after-sales history; for questions, please contact customer service.`,
  },
  refunded: {
    titleZh: '退款已完成',
    titleEn: 'Refund completed',
    bodyZh: (orderNo) => `订单 ${orderNo} 的退款已按原支付方式退回，请注意查收。`,
    bodyEn: (orderNo) => `The refund for order ${orderNo} has been paid back to the original payment method.`,
  },
  returnExpired: {
    titleZh: '退货申请已关闭',
    titleEn: 'Return closed',
    bodyZh: (orderNo) => `订单 ${orderNo} 的退货申请通过后，未在规定时间内填写退货快递信息，申请已自动关闭，订单恢复原状态。如仍需售后，可重新申请。`,
    bodyEn: (orderNo) =>
      `The approved return for order ${orderNo} was closed because no return tracking number was entered in time; the order is back as it was. You can apply again if you still need after-sales.`,
  },
  invoiceIssued: {
    titleZh: '发票已开具',
    titleEn: 'Invoice issued',
    bodyZh: (orderNo) => `订单 ${orderNo} 的发票已开具，您可以在发票管理中查看和下载。`,
    bodyEn: (orderNo) => `The invoice for order ${orderNo} has been issued. You can view and download it under Invoices.`,
  },
  invoiceRejected: {
    titleZh: '开票申请未通过',
    titleEn: 'Invoice application not approved',
    bodyZh: (orderNo) => `订单 ${orderNo} 的开票申请未通过，请核对发票信息后重新申请。`,
    bodyEn: (orderNo) => `The invoice application for order ${orderNo} was not approved. Please check the invoice details and apply again.`,
  },
  negotiationAnswered: {
    titleZh: '议价已有回复',
    titleEn: 'Price negotiation answered',
    bodyZh: (orderNo) => `您就订单 ${orderNo} 提出的议价已有回复，请及时查看。`,
    bodyEn: (orderNo) => `Your price negotiation for order ${orderNo} has been answered. Please have a look.`,
  },
  transferRejected: {
    titleZh: '转账凭证未通过',
    titleEn: 'Transfer receipt not accepted',
    bodyZh: (orderNo) => `订单 ${orderNo} 的转账凭证未通过核对，请在订单中查看原因，并在截止时间前重新上传。`,
    bodyEn: (orderNo) => `The transfer receipt for order ${orderNo} was not accepted. See the reason on the order and upload another before the deadline.`,
  },
};

/** The message about an order event, in both languages, naming the order. */
export function orderMessageText(event: OrderEvent, orderNo: string): OrderMessageText {
  const template = templates[event];
  return { titleZh: template.titleZh, titleEn: template.titleEn, bodyZh: template.bodyZh(orderNo), bodyEn: template.bodyEn(orderNo) };
}
