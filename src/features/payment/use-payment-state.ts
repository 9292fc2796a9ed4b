import { useCallback, useEffect, useState } from 'react';
import { post } from '../../lib/api.ts';
import { useFreshLinks } from '../../lib/use-fresh-links.ts';
import type { PaymentState } from '../../schemas/payments.ts';

const paymentState = () => import('../../schemas/payments.ts').then((contracts) => contracts.paymentState);

const POLL_MS = 2_000;
const TRANSFER_POLL_MS = 15_000;
/** While a pay-for-me link is out, someone else may pay at any moment: the page looks now and then to move on. */
const SHARED_POLL_MS = 5_000;

/**
 * The order's payment state, polled while an attempt is open (or a pay-for-me link is out): the outcome arrives
 * from the provider (or the sandbox), not from this page.
 */
export function usePaymentState(orderNo: string, enabled: boolean, shared = false) {
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

  const open = state?.orderStatus === 'awaiting_payment' && state.attempt?.status === 'pending';
  // A bank transfer stays open for days: the page looks again slowly, and only while a receipt awaits the operator.
  const waiting = open && state.attempt?.channel !== 'bankTransfer';
  const awaitingOperator = open && state.bankTransfer?.status === 'submitted';
  const sharedOpen = shared && state?.orderStatus === 'awaiting_payment';
  useEffect(() => {
    if (!waiting && !awaitingOperator && !sharedOpen) return;
    const timer = setInterval(() => void refresh(), waiting ? POLL_MS : sharedOpen ? SHARED_POLL_MS : TRANSFER_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, awaitingOperator, sharedOpen, refresh]);

  // The receipt's address works for minutes.
  useFreshLinks(() => state?.bankTransfer?.receiptUrl && void refresh(), state);

  return { state, failed, refresh, waiting };
}
