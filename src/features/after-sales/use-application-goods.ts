import { useEffect, useState } from 'react';
import { post } from '../../lib/api.ts';
import { type AfterSalesOptions, afterSalesOptions } from '../../schemas/after-sales.ts';
import { capOf, plainYuan, type TypedQuantities } from './apply-lines.ts';

/**
 * What an after-sales application on an order may ask for (its options, `failed` when they could not be
 * read), and the goods and amount asked: every line's quantity, all that is left to begin with, and the
 * amount, their value, which follows the quantities and may be edited down.
 */
export function useApplicationGoods(orderNo: string) {
  const [options, setOptions] = useState<AfterSalesOptions | null>(null);
  const [failed, setFailed] = useState(false);
  const [quantities, setQuantities] = useState<TypedQuantities>({});
  const [amount, setAmount] = useState('');

  const load = async () => {
    setFailed(false);
    try {
      const loaded = await post('afterSales/options', { orderNo }, afterSalesOptions);
      const all = Object.fromEntries(loaded.lines.map((line) => [line.lineId, String(line.availableQuantity)]));
      setOptions(loaded);
      setQuantities(all);
      setAmount(plainYuan(capOf(loaded, all)));
    } catch {
      setFailed(true);
    }
  };
  useEffect(() => void load(), [orderNo]);

  const setQuantity = (lineId: number, text: string) => {
    if (!options) return;
    const next = { ...quantities, [lineId]: text };
    setQuantities(next);
    setAmount(plainYuan(capOf(options, next)));
  };
  return { options, failed, load, quantities, setQuantity, amount, setAmount };
}
