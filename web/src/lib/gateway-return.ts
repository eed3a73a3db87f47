/**
 * A buyer back from a payment provider's page (`?payment=` on the invoice): PayPal's return
 * captures the approved payment once; the others are confirmed by the provider's notification.
 */
import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { call } from './api-client';
import { parseOrder } from './orders';
import { queryKeys } from './query-keys';

/** How the provider sent the buyer back: paid (or PayPal approved), failed or cancelled; undefined on a plain visit. */
export type ProviderReturn = 'success' | 'paypal' | 'failed' | 'cancelled';

export function useProviderReturn(): ProviderReturn | undefined {
  const [params] = useSearchParams();
  const value = params.get('payment');
  return value === 'success' || value === 'paypal' || value === 'failed' || value === 'cancelled' ? value : undefined;
}

/** Captures a pending PayPal order once when the buyer comes back from approving it. */
export function usePaypalCapture(orderId: number, shouldCapture: boolean) {
  const queryClient = useQueryClient();
  const capture = useMutation({
    mutationFn: () => call('capturePaypalOrder', { params: { orderId }, parse: parseOrder }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscription.all });
    },
  });
  const started = useRef(false);
  useEffect(() => {
    if (!shouldCapture || started.current) return;
    started.current = true;
    capture.mutate();
  }, [shouldCapture, capture]);
  return capture;
}
