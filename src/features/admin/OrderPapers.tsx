import { adminPost } from '../../lib/api.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { AdminOrderDetail } from '../../schemas/orders.ts';
import { documentLink } from '../../schemas/quotations.ts';
import { downloadDocument } from '../quotations/open-document.ts';

/** The order's proforma invoice, and the quotation it was placed from, as PDFs (the operator's reading of them is audited). */
export function OrderPapers({ order }: { order: AdminOrderDetail }) {
  const t = useTranslate(currentLocale());
  const open = (path: string, body: object) => adminPost(path, body, documentLink).then(downloadDocument, () => undefined);
  return (
    <p className="flex flex-wrap items-center gap-2">
      {order.quotationNo && (
        <>
          {t('orderDetail.quotationNo')} {order.quotationNo}
          <button
            type="button"
            onClick={() => void open('quotation/link', { quotationNo: order.quotationNo })}
            className="rounded-md border border-slate-300 px-2 py-1"
          >
            {t('adminOrders.quotationPdf')}
          </button>
        </>
      )}
      {order.status !== 'cancelled' && (
        <button
          type="button"
          onClick={() => void open('order/proforma', { orderNo: order.orderNo, language: 'zh' })}
          className="rounded-md border border-slate-300 px-2 py-1"
        >
          {t('orderDetail.proforma')}
        </button>
      )}
    </p>
  );
}
