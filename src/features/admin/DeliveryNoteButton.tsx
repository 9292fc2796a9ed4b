import { adminDownload } from '../../lib/api.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { saveFile } from '../../lib/save-file.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';

/** The order's delivery note (发货单) as an A4 PDF for the warehouse's printer. */
export function DeliveryNoteButton({ orderNo }: { orderNo: string }) {
  const t = useTranslate(currentLocale());
  const { busy, run } = useSubmit(currentLocale());
  const download = () => void run(async () => saveFile(await adminDownload('order/deliveryNote', { orderNos: [orderNo] }), `delivery-note-${orderNo}.pdf`));
  return (
    <button type="button" disabled={busy} onClick={download} className="rounded-md border border-slate-300 px-3 py-1.5 disabled:opacity-60">
      {t('adminOrders.printNote')}
    </button>
  );
}
