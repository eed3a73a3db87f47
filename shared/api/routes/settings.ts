/**
 * Routes of one area: the admin's writes of the store settings (payment numbers, support chat).
 * The public reads of the same settings stay with the catalogue area, which every shopper's page loads.
 */
import { PaymentSettings, WhatsAppSettings } from '../catalogue';
import { paths } from '../paths';
import { PaymentSettingsBody, WhatsAppSettingsBody } from '../settings';
import { defineRoutes } from './define';

export const settingsRoutes = defineRoutes({
  updatePaymentSettings: {
    ...paths.updatePaymentSettings,
    authz: { anonymous: 401, user: 403, otherUser: 403, admin: 200 },
    access: { table: 'write' },
    body: PaymentSettingsBody,
    response: PaymentSettings,
    summary: 'Save the wallet numbers and bank account buyers pay to',
  },
  updateWhatsAppSettings: {
    ...paths.updateWhatsAppSettings,
    authz: { anonymous: 401, user: 403, otherUser: 403, admin: 200 },
    access: { table: 'write' },
    body: WhatsAppSettingsBody,
    response: WhatsAppSettings,
    summary: 'Save the support chat number, greeting and switch',
  },
});
