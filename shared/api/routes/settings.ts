/**
 * Routes of one area: the store's payment numbers and support chat, read by every shopper's page
 * and written by an admin. A handler imports only this module, so its Lambda builds only these schemas.
 */
import { ActivePaymentMethod, PaymentSettings, WhatsAppSettings } from '../catalogue';
import { PaymentSettingsBody, PublicSiteSettings, SystemSettings, SystemSettingsBody, WhatsAppSettingsBody } from '../settings';
import * as z from '../zod';
import { adminRead, adminWrite, anyoneRead } from './grant';
import { defineRoute, defineRoutes } from './define';

export const getWhatsAppSettingsRoute = /* @__PURE__ */ defineRoute('getWhatsAppSettings', anyoneRead, {
  response: WhatsAppSettings,
  summary: 'Support chat settings',
});

export const getPaymentSettingsRoute = /* @__PURE__ */ defineRoute('getPaymentSettings', anyoneRead, {
  response: PaymentSettings,
  summary: 'Public fields of the payment settings',
});

export const getActivePaymentMethodsRoute = /* @__PURE__ */ defineRoute('getActivePaymentMethods', anyoneRead, {
  response: /* @__PURE__ */ z.listOf(ActivePaymentMethod),
  summary: 'Payment methods offered to buyers',
});

export const updatePaymentSettingsRoute = /* @__PURE__ */ defineRoute('updatePaymentSettings', adminWrite, {
  body: PaymentSettingsBody,
  response: PaymentSettings,
  summary: 'Save the wallet numbers and bank account buyers pay to',
});

export const updateWhatsAppSettingsRoute = /* @__PURE__ */ defineRoute('updateWhatsAppSettings', adminWrite, {
  body: WhatsAppSettingsBody,
  response: WhatsAppSettings,
  summary: 'Save the support chat number, greeting and switch',
});

export const getPublicSiteSettingsRoute = /* @__PURE__ */ defineRoute('getPublicSiteSettings', anyoneRead, {
  response: PublicSiteSettings,
  summary: 'Site name, contact addresses and whether the store is in maintenance',
});

export const getSystemSettingsRoute = /* @__PURE__ */ defineRoute('getSystemSettings', adminRead, {
  response: SystemSettings,
  summary: 'The system settings, secrets masked',
});

export const updateSystemSettingsRoute = /* @__PURE__ */ defineRoute('updateSystemSettings', adminWrite, {
  secrets: 'seal',
  body: SystemSettingsBody,
  response: SystemSettings,
  summary: 'Save the system settings (site, business rules, maintenance, mail)',
});

export const settingsRoutes = /* @__PURE__ */ defineRoutes(
  getWhatsAppSettingsRoute,
  getPaymentSettingsRoute,
  getActivePaymentMethodsRoute,
  updatePaymentSettingsRoute,
  updateWhatsAppSettingsRoute,
  getPublicSiteSettingsRoute,
  getSystemSettingsRoute,
  updateSystemSettingsRoute,
);
