import { type AfterSalesEvent, type AfterSalesMode, type AfterSalesStatus, afterSalesModes } from '../schemas/after-sales.ts';
import type { OrderStatus } from './order-rules.ts';

/*
 * The after-sales state machine, shared by the server (which enforces it) and the islands (which offer only
 * the buttons it allows):
 *
 *   under_audit ──customer: cancel──► cancelled
 *   under_audit ──operator: reject (reason)──► rejected
 *   under_audit ──operator: approve──► approved
 *   approved (refund only) ──operator: refund──► refunded
 *   approved (return) ──customer: submitReturn (express, tracking no.; again to correct)──► approved
 *   approved (return, tracking given) ──operator: received (goods back in stock)──► goods_returned ──operator: refund──► refunded
 *   approved (return, no tracking RETURN_SHIP_DAYS after approval) ──system: expireReturn──► cancelled
 *
 * Anything else is refused. rejected, cancelled and refunded are final. A return needs goods that were shipped:
 * an order still awaiting shipment can only ask for its money back.
 */

export type AfterSalesAction = 'cancel' | 'submitReturn' | 'approve' | 'reject' | 'received' | 'refund' | 'expireReturn';
export type AfterSalesActor = 'customer' | 'operator' | 'system';
export const actorOfAction: Record<AfterSalesAction, AfterSalesActor> = {
  expireReturn: 'system',
  cancel: 'customer',
  submitReturn: 'customer',
  approve: 'operator',
  reject: 'operator',
  received: 'operator',
  refund: 'operator',
};

type ApplicationState = { mode: AfterSalesMode; status: AfterSalesStatus; trackingNo: string | null };

/** The moves an application allows now, by either side. */
export function allowedActions({ mode, status, trackingNo }: ApplicationState): AfterSalesAction[] {
  switch (status) {
    case 'under_audit':
      return ['cancel', 'approve', 'reject'];
    case 'approved':
      if (mode === 'refund_only') return ['refund'];
      return trackingNo ? ['submitReturn', 'received'] : ['submitReturn', 'expireReturn'];
    case 'goods_returned':
      return ['refund'];
    default:
      return [];
  }
}

export const canDo = (application: ApplicationState, action: AfterSalesAction) => allowedActions(application).includes(action);

/** The modes an application on an order in this status may ask for: goods go back only once they were shipped. */
export const modesForOrder = (orderStatus: OrderStatus): AfterSalesMode[] => (orderStatus === 'awaiting_shipment' ? ['refund_only'] : [...afterSalesModes]);

/** What a history entry records: its state and who moved it there say it (a customer in approved sent goods back). */
export function eventOf(status: AfterSalesStatus, actor: AfterSalesActor): AfterSalesEvent {
  if (status === 'approved') return actor === 'customer' ? 'returnSent' : 'approved';
  if (actor === 'system') return 'returnExpired';
  return ({ under_audit: 'applied', rejected: 'rejected', goods_returned: 'received', refunded: 'refunded', cancelled: 'cancelled' } as const)[status];
}

type OrderLineState = { lineId: number; unitPriceFen: number; availableQuantity: number };

/**
 * The most an application may ask back: the value of the chosen goods, or, when it takes everything still left
 * of the order, all that can still be refunded (freight included); never more than that.
 */
export function refundCapFen(lines: readonly OrderLineState[], chosen: readonly { lineId: number; quantity: number }[], refundableFen: number): number {
  const quantityOf = (lineId: number) => chosen.find((line) => line.lineId === lineId)?.quantity ?? 0;
  const goodsFen = lines.reduce((sum, line) => sum + line.unitPriceFen * Math.min(quantityOf(line.lineId), line.availableQuantity), 0);
  const takesAllLeft = lines.some((line) => line.availableQuantity > 0) && lines.every((line) => quantityOf(line.lineId) === line.availableQuantity);
  return Math.max(0, Math.min(refundableFen, takesAllLeft ? refundableFen : goodsFen));
}
