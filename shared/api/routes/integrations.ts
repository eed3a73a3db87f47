/**
 * Routes of one area: the admin's integrations (admin §2.11) and payment gateways (§2.15). Secret
 * fields are sealed at rest and answered only as masks.
 */
import { GatewayParams, PaymentGateways, TestGatewayBody, TestGatewayResult } from '../gateways';
import { AnalyticsTag, Integration, IntegrationList, IntegrationParams, SaveIntegrationBody, ToggleIntegrationBody } from '../integrations';
import { adminRead, adminWrite, anyoneRead } from './grant';
import { defineRoute, defineRoutes } from './define';

export const listIntegrationsRoute = /* @__PURE__ */ defineRoute('listIntegrations', adminRead, {
  response: IntegrationList,
  summary: 'The six integrations, configured or not, secrets masked',
});

export const saveIntegrationRoute = /* @__PURE__ */ defineRoute('saveIntegration', adminWrite, {
  secrets: 'seal',
  body: SaveIntegrationBody,
  response: Integration,
  summary: 'Configure an integration: its required fields, secrets sealed (a mask sent back keeps the stored one)',
});

export const toggleIntegrationRoute = /* @__PURE__ */ defineRoute('toggleIntegration', adminWrite, {
  owns: [],
  params: IntegrationParams,
  body: ToggleIntegrationBody,
  response: Integration,
  summary: 'Turn a configured integration on or off',
});

export const getPaymentGatewaysRoute = /* @__PURE__ */ defineRoute('getPaymentGateways', adminRead, {
  response: PaymentGateways,
  summary: 'Stripe, PayPal and SSLCommerz settings, secrets masked',
});

export const savePaymentGatewaysRoute = /* @__PURE__ */ defineRoute('savePaymentGateways', adminWrite, {
  secrets: 'seal',
  body: PaymentGateways,
  response: PaymentGateways,
  summary: 'Save the three gateways; an enabled one needs well-formed credentials',
});

export const testPaymentGatewayRoute = /* @__PURE__ */ defineRoute('testPaymentGateway', adminRead, {
  owns: [],
  secrets: 'open',
  params: GatewayParams,
  body: TestGatewayBody,
  response: TestGatewayResult,
  summary: "Check a gateway's credentials' shape, then ask the provider itself",
});

export const getAnalyticsTagRoute = /* @__PURE__ */ defineRoute('getAnalyticsTag', anyoneRead, {
  response: AnalyticsTag,
  summary: 'The web analytics tag id every page loads while that integration is on',
});

export const integrationsRoutes = /* @__PURE__ */ defineRoutes(
  getAnalyticsTagRoute,
  listIntegrationsRoute,
  saveIntegrationRoute,
  toggleIntegrationRoute,
  getPaymentGatewaysRoute,
  savePaymentGatewaysRoute,
  testPaymentGatewayRoute,
);
