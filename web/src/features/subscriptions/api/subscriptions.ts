import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { PaymentMethod } from '../../../../../shared/api/orders';
import { SubscriptionCreated, SubscriptionInvoice } from '../../../../../shared/api/subscriptions';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type SubscriptionInvoice = z.infer<typeof SubscriptionInvoice>;

interface PaymentProof {
  senderWallet: string;
  transactionId: string;
  paymentMethod: PaymentMethod;
}

const parseCreated = (data: unknown) => SubscriptionCreated.parse(data);
const parseInvoice = (data: unknown): SubscriptionInvoice => SubscriptionInvoice.parse(data);

/** POST /api/subscriptions/create: /checkout's one step, plan and payment together. */
export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentProof & { planId: string; amount: number }) => call('createSubscription', { body, parse: parseCreated }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.subscription.all }),
  });
}

/** POST /api/subscription/purchase: the plan first, paid on the subscription invoice. */
export function usePurchaseSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { planId: string; paymentMethod: PaymentMethod }) => call('purchaseSubscription', { body, parse: parseCreated }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.subscription.all }),
  });
}

/** POST /api/subscription/purchase signed out (guest checkout): the plan's order goes to `email`, with its guest token. */
export function usePurchaseGuestPlan() {
  return useMutation({
    mutationFn: (body: { planId: string; paymentMethod: PaymentMethod; email: string }) =>
      call('purchaseSubscription', { body, parse: parseCreated }),
  });
}

export const useSubscriptionInvoice = (subscriptionId: string) =>
  useQuery({
    queryKey: queryKeys.subscription.invoice(subscriptionId),
    queryFn: ({ signal }) => call('getSubscriptionInvoice', { params: { subscriptionId }, signal, parse: parseInvoice }),
  });

/** POST /api/subscription/manual-payment/{id}; the answer is the invoice, now pending approval. */
export function useSubmitSubscriptionPayment(subscriptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentProof) => call('submitSubscriptionPayment', { params: { subscriptionId }, body, parse: parseInvoice }),
    onSuccess: (invoice) => {
      queryClient.setQueryData(queryKeys.subscription.invoice(subscriptionId), invoice);
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscription.mine });
    },
  });
}
