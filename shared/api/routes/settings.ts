/**
 * Routes of one area: the store's payment numbers and support chat, read by every shopper's page
 * and written by an admin. A handler imports only this module, so its Lambda builds only these schemas.
 */
import * as z from '../zod';
import { ActivePaymentMethod, PaymentSettings, WhatsAppSettings } from '../catalogue';
import { paths } from '../paths';
import { PaymentSettingsBody, WhatsAppSettingsBody } from '../settings';
import { defineRoutes } from './define';

export const settingsRoutes = defineRoutes({
  getWhatsAppSettings: {
    ...paths.getWhatsAppSettings,
    authz: { anonymous: 200, user: 200, otherUser: 200, admin: 200 },
    access: { table: 'read' },
    response: WhatsAppSettings,
    summary: 'Support chat settings',
  },
  getPaymentSettings: {
    ...paths.getPaymentSettings,
    authz: { anonymous: 200, user: 200, otherUser: 200, admin: 200 },
    access: { table: 'read' },
    response: PaymentSettings,
    summary: 'Public fields of the payment settings',
  },
  getActivePaymentMethods: {
    ...paths.getActivePaymentMethods,
    authz: { anonymous: 200, user: 200, otherUser: 200, admin: 200 },
    access: { table: 'read' },
    response: z.array(ActivePaymentMethod),
    summary: 'Payment methods offered to buyers',
  },
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
