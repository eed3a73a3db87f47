import { PaymentSettings, WhatsAppSettings } from '../../../../../shared/api/catalogue';
import {
  SystemSettings,
  type PaymentSettingsBody,
  type SystemSettingsBody,
  type WhatsAppSettingsBody,
} from '../../../../../shared/api/settings';
import { call } from '../../../lib/api-client';
import { useFreshQuery, useRefreshingMutation } from '../../../lib/query-hooks';
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
  useFreshQuery(queryKeys.admin.paymentSettings, (signal) => call('getPaymentSettings', { signal, parse: parsePayment }));

export const useAdminWhatsAppSettings = () =>
  useFreshQuery(queryKeys.admin.whatsappSettings, (signal) => call('getWhatsAppSettings', { signal, parse: parseWhatsApp }));

export const useSavePaymentSettings = () =>
  useRefreshingMutation(
    (body: PaymentSettingsBody) => call('updatePaymentSettings', { body, parse: parsePayment }),
    PAYMENT_KEYS,
    'success',
  );

export const useSaveWhatsAppSettings = () =>
  useRefreshingMutation(
    (body: WhatsAppSettingsBody) => call('updateWhatsAppSettings', { body, parse: parseWhatsApp }),
    SUPPORT_KEYS,
    'success',
  );

const parseSystem = (data: unknown): SystemSettings => SystemSettings.parse(data);

export const useAdminSystemSettings = () =>
  useFreshQuery(queryKeys.admin.systemSettings, (signal) => call('getSystemSettings', { signal, parse: parseSystem }));

/** A save refreshes the shell's public read too, so the brand and the maintenance banner follow in this tab. */
export const useSaveSystemSettings = () =>
  useRefreshingMutation(
    (body: SystemSettingsBody) => call('updateSystemSettings', { body, parse: parseSystem }),
    [
      ['settings', 'system'],
      ['settings', 'public'],
    ],
    'success',
  );
