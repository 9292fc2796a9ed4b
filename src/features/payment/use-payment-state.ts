import { useCallback, useEffect, useState } from 'react';
import { post } from '../../lib/api.ts';
import { type PaymentState, paymentState } from '../../schemas/payments.ts';

const POLL_MS = 2_000;

/**
 * The order's payment state, polled while an attempt is open: the outcome arrives from the provider
 * (or the sandbox), not from this page.
 */
export function usePaymentState(orderNo: string, enabled: boolean) {
  const [state, setState] = useState<PaymentState | null>(null);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setState(await post('payment/status', { orderNo }, paymentState));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [orderNo]);

  useEffect(() => {
    if (enabled) void refresh();
  }, [enabled, refresh]);

  const waiting = state?.orderStatus === 'awaiting_payment' && state.attempt?.status === 'pending';
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, refresh]);

  return { state, failed, refresh, waiting };
}
