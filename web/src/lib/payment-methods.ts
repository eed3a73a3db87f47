import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { ActivePaymentMethod, PaymentSettings } from '../../../shared/api/catalogue';
import { MOBILE_WALLETS, type PaymentMethod } from '../../../shared/api/orders';
import { call } from './api-client';
import { queryKeys } from './query-keys';

/** The manual methods a buyer can pick (public-and-buyer §9). */
export const MANUAL_METHODS = [...MOBILE_WALLETS, 'bank'] as const satisfies readonly PaymentMethod[];
export type ManualMethod = (typeof MANUAL_METHODS)[number];
/** Paid on a provider's hosted page and confirmed by the provider: card (Stripe), PayPal, SSLCommerz. */
export const GATEWAY_METHODS = ['stripe', 'paypal', 'sslcommerz'] as const satisfies readonly PaymentMethod[];
export type GatewayMethod = (typeof GATEWAY_METHODS)[number];
export const isGatewayMethod = (method: string): method is GatewayMethod => (GATEWAY_METHODS as readonly string[]).includes(method);
/** What a buyer can pick for a song: the manual methods and each gateway while it is enabled. */
export type PurchaseMethod = ManualMethod | GatewayMethod;

const isManual = (name: string): name is ManualMethod => (MANUAL_METHODS as readonly string[]).includes(name);

/** Public list of the methods the store accepts now (spec §5: enabled wallets, bank with an account). */
export const useActivePaymentMethods = () =>
  useQuery({
    queryKey: queryKeys.paymentMethods.active,
    queryFn: ({ signal }) =>
      call('getActivePaymentMethods', { signal, parse: (data: unknown) => z.array(ActivePaymentMethod).parse(data) }),
    staleTime: 60_000,
  });

export const usePaymentSettings = () =>
  useQuery({
    queryKey: queryKeys.paymentSettings,
    queryFn: ({ signal }) => call('getPaymentSettings', { signal, parse: (data: unknown) => PaymentSettings.parse(data) }),
    staleTime: 60_000,
  });

/** Method names offered for purchase, in the store's order; every manual method when the list is unknown or empty. */
export function offeredMethods(active: readonly ActivePaymentMethod[] | undefined): ManualMethod[] {
  const names = (active ?? []).map((m) => m.name).filter(isManual);
  return names.length > 0 ? [...new Set(names)] : [...MANUAL_METHODS];
}

/** Whether the store takes cards now (the Stripe gateway enabled). */
export const offersCard = (active: readonly ActivePaymentMethod[] | undefined): boolean =>
  (active ?? []).some((m) => m.type === 'card' && m.name === 'stripe');

/** The gateways enabled now, in a fixed order (card, PayPal, SSLCommerz). */
export const offeredGateways = (active: readonly ActivePaymentMethod[] | undefined): GatewayMethod[] =>
  GATEWAY_METHODS.filter((g) => (active ?? []).some((m) => m.name === g && (m.type === 'card' || m.type === 'gateway')));

/** A song's methods: the manual ones on offer, then the gateways the store has enabled. */
export function usePurchaseMethodChoice() {
  const query = useActivePaymentMethods();
  const methods: PurchaseMethod[] = [...offeredMethods(query.data), ...offeredGateways(query.data)];
  const [chosen, setChosen] = useState<PurchaseMethod>();
  const fallback = methods.includes('bkash') ? 'bkash' : methods[0]!;
  const method = chosen && methods.includes(chosen) ? chosen : fallback;
  return { methods, method, choose: setChosen, loading: query.isPending, card: offersCard(query.data) };
}

/**
 * The methods on offer and the one in use: the buyer's pick while it is still offered, else
 * `preferred` if offered, else bKash, else the first. `loading` while the store's list is unknown.
 */
export function useMethodChoice(preferred?: PaymentMethod) {
  const query = useActivePaymentMethods();
  const methods = offeredMethods(query.data);
  const [chosen, setChosen] = useState<ManualMethod>();
  const fallback = methods.find((m) => m === preferred) ?? (methods.includes('bkash') ? 'bkash' : methods[0]!);
  const method = chosen && methods.includes(chosen) ? chosen : fallback;
  return { methods, method, choose: setChosen, loading: query.isPending };
}

export type PayeeDetails =
  | { kind: 'wallet'; number: string }
  | { kind: 'bank'; bankName: string; accountNumber: string; routingNumber: string; accountName: string }
  | { kind: 'unknown' };

/** Where the buyer sends money for `method`: the active entry first, the stored settings second. */
export function payeeFor(
  method: PaymentMethod,
  active: readonly ActivePaymentMethod[] | undefined,
  settings: PaymentSettings | undefined,
): PayeeDetails {
  if (method === 'bank') {
    const entry = active?.find((m) => m.type === 'bank');
    const accountNumber = entry?.account_number || settings?.bank_account || '';
    if (!accountNumber) return { kind: 'unknown' };
    return {
      kind: 'bank',
      bankName: entry?.bank_name || settings?.bank_name || '',
      accountNumber,
      routingNumber: entry?.routing_number || settings?.bank_routing || '',
      accountName: entry?.account_name || '',
    };
  }
  if (method === 'bkash' || method === 'nagad' || method === 'rocket') {
    const number = active?.find((m) => m.type === 'mobile' && m.name === method)?.wallet || settings?.[method] || '';
    return number ? { kind: 'wallet', number } : { kind: 'unknown' };
  }
  return { kind: 'unknown' };
}
