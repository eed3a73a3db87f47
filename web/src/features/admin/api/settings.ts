import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PaymentSettings, WhatsAppSettings } from '../../../../../shared/api/catalogue';
import {
  SystemSettings,
  type PaymentSettingsBody,
  type SystemSettingsBody,
  type WhatsAppSettingsBody,
} from '../../../../../shared/api/settings';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const parsePayment = (data: unknown): PaymentSettings => PaymentSettings.parse(data);
const parseWhatsApp = (data: unknown): WhatsAppSettings => WhatsAppSettings.parse(data);

/**
 * The admin reads the same settings as the public pages (with the token), under the same query
 * keys, so a save refreshes the footer, support widget, help page and payment details in this tab too.
 */
export const PAYMENT_KEYS = [queryKeys.paymentSettings, queryKeys.paymentMethods.all] as const;
export const SUPPORT_KEYS = [queryKeys.settings.whatsapp, queryKeys.helpContent] as const;

export const useAdminPaymentSettings = () =>
  useQuery({
    queryKey: queryKeys.admin.paymentSettings,
    queryFn: ({ signal }) => call('getPaymentSettings', { signal, parse: parsePayment }),
    staleTime: 0,
  });

export const useAdminWhatsAppSettings = () =>
  useQuery({
    queryKey: queryKeys.admin.whatsappSettings,
    queryFn: ({ signal }) => call('getWhatsAppSettings', { signal, parse: parseWhatsApp }),
    staleTime: 0,
  });

function useSettingsMutation<V, R>(request: (vars: V) => Promise<R>, keys: readonly (readonly string[])[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useSavePaymentSettings = () =>
  useSettingsMutation((body: PaymentSettingsBody) => call('updatePaymentSettings', { body, parse: parsePayment }), PAYMENT_KEYS);

export const useSaveWhatsAppSettings = () =>
  useSettingsMutation((body: WhatsAppSettingsBody) => call('updateWhatsAppSettings', { body, parse: parseWhatsApp }), SUPPORT_KEYS);

const parseSystem = (data: unknown): SystemSettings => SystemSettings.parse(data);

export const useAdminSystemSettings = () =>
  useQuery({
    queryKey: queryKeys.admin.systemSettings,
    queryFn: ({ signal }) => call('getSystemSettings', { signal, parse: parseSystem }),
    staleTime: 0,
  });

/** A save refreshes the shell's public read too, so the brand and the maintenance banner follow in this tab. */
export const useSaveSystemSettings = () =>
  useSettingsMutation(
    (body: SystemSettingsBody) => call('updateSystemSettings', { body, parse: parseSystem }),
    [
      ['settings', 'system'],
      ['settings', 'public'],
    ],
  );
