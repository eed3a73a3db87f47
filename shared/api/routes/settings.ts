/**
 * Routes of one area: the store's payment numbers and support chat, read by every shopper's page
 * and written by an admin. A handler imports only this module, so its Lambda builds only these schemas.
 */
import * as z from '../zod';
import { ActivePaymentMethod, PaymentSettings, WhatsAppSettings } from '../catalogue';
import { PaymentSettingsBody, PublicSiteSettings, SystemSettings, SystemSettingsBody, WhatsAppSettingsBody } from '../settings';
import { adminOnly, everyone } from './authz';
import { defineRoute, defineRoutes } from './define';

export const getWhatsAppSettingsRoute = /* @__PURE__ */ defineRoute('getWhatsAppSettings', {
  authz: /* @__PURE__ */ everyone(),
  access: { table: 'read' },
  response: WhatsAppSettings,
  summary: 'Support chat settings',
});

export const getPaymentSettingsRoute = /* @__PURE__ */ defineRoute('getPaymentSettings', {
  authz: /* @__PURE__ */ everyone(),
  access: { table: 'read' },
  response: PaymentSettings,
  summary: 'Public fields of the payment settings',
});

export const getActivePaymentMethodsRoute = /* @__PURE__ */ defineRoute('getActivePaymentMethods', {
  authz: /* @__PURE__ */ everyone(),
  access: { table: 'read' },
  response: /* @__PURE__ */ z.lazySchema(() => z.array(ActivePaymentMethod)),
  summary: 'Payment methods offered to buyers',
});

export const updatePaymentSettingsRoute = /* @__PURE__ */ defineRoute('updatePaymentSettings', {
  authz: /* @__PURE__ */ adminOnly(),
  access: { table: 'write' },
  body: PaymentSettingsBody,
  response: PaymentSettings,
  summary: 'Save the wallet numbers and bank account buyers pay to',
});

export const updateWhatsAppSettingsRoute = /* @__PURE__ */ defineRoute('updateWhatsAppSettings', {
  authz: /* @__PURE__ */ adminOnly(),
  access: { table: 'write' },
  body: WhatsAppSettingsBody,
  response: WhatsAppSettings,
  summary: 'Save the support chat number, greeting and switch',
});

export const getPublicSiteSettingsRoute = /* @__PURE__ */ defineRoute('getPublicSiteSettings', {
  authz: /* @__PURE__ */ everyone(),
  access: { table: 'read' },
  response: PublicSiteSettings,
  summary: 'Site name, contact addresses and whether the store is in maintenance',
});

export const getSystemSettingsRoute = /* @__PURE__ */ defineRoute('getSystemSettings', {
  authz: /* @__PURE__ */ adminOnly(),
  access: { table: 'read' },
  response: SystemSettings,
  summary: 'The system settings, secrets masked',
});

export const updateSystemSettingsRoute = /* @__PURE__ */ defineRoute('updateSystemSettings', {
  authz: /* @__PURE__ */ adminOnly(),
  access: { table: 'write', secrets: 'seal' },
  body: SystemSettingsBody,
  response: SystemSettings,
  summary: 'Save the system settings (site, business rules, maintenance, mail)',
});

export const settingsRoutes = /* @__PURE__ */ defineRoutes({
  getWhatsAppSettings: getWhatsAppSettingsRoute,
  getPaymentSettings: getPaymentSettingsRoute,
  getActivePaymentMethods: getActivePaymentMethodsRoute,
  updatePaymentSettings: updatePaymentSettingsRoute,
  updateWhatsAppSettings: updateWhatsAppSettingsRoute,
  getPublicSiteSettings: getPublicSiteSettingsRoute,
  getSystemSettings: getSystemSettingsRoute,
  updateSystemSettings: updateSystemSettingsRoute,
});
