/**
 * Routes of one area: plans, subscriptions, their payments and quota downloads. A handler imports
 * only its area's module, so its cold start builds only these schemas; `../routes.ts` merges the
 * areas.
 */
import * as z from '../zod';
import { DownloadLink } from '../orders';
import {
  CreateSubscriptionBody,
  DownloadIdParams,
  MySubscription,
  Plan,
  PlanInput,
  PlanParams,
  PlanStats,
  PurchaseSubscriptionBody,
  SubscriptionCreated,
  SubscriptionDownloadBody,
  SubscriptionInvoice,
  SubscriptionParams,
  SubscriptionPaymentBody,
  TogglePlanBody,
} from '../subscriptions';
import { adminRead, adminWrite, anyoneRead, anyoneWrite, ownerRead, ownerWrite, signedInRead, signedInWrite } from './grant';
import { defineRoute, defineRoutes } from './define';

export const listPlansRoute = /* @__PURE__ */ defineRoute('listPlans', anyoneRead, {
  response: /* @__PURE__ */ z.listOf(Plan),
  summary: 'Active subscription plans (download_limit -1 = unlimited)',
});

export const listAdminPlansRoute = /* @__PURE__ */ defineRoute('listAdminPlans', adminRead, {
  response: /* @__PURE__ */ z.listOf(Plan),
  summary: 'Every plan, active or not',
});

export const getPlanStatsRoute = /* @__PURE__ */ defineRoute('getPlanStats', adminRead, {
  response: PlanStats,
  summary: 'Plan counts, subscribers and monthly revenue',
});

export const createPlanRoute = /* @__PURE__ */ defineRoute('createPlan', adminWrite, {
  status: 201,
  body: PlanInput,
  response: Plan,
  summary: 'Create a plan',
});

export const updatePlanRoute = /* @__PURE__ */ defineRoute('updatePlan', adminWrite, {
  owns: [],
  params: PlanParams,
  body: PlanInput,
  response: Plan,
  summary: 'Edit a plan',
});

export const togglePlanRoute = /* @__PURE__ */ defineRoute('togglePlan', adminWrite, {
  owns: [],
  params: PlanParams,
  body: TogglePlanBody,
  response: Plan,
  summary: 'Activate or deactivate a plan',
});

export const deletePlanRoute = /* @__PURE__ */ defineRoute('deletePlan', adminWrite, {
  owns: [],
  params: PlanParams,
  response: z.MessageResponse,
  summary: 'Delete a plan nobody has subscribed to',
});

export const createSubscriptionRoute = /* @__PURE__ */ defineRoute('createSubscription', signedInWrite, {
  status: 201,
  body: CreateSubscriptionBody,
  response: SubscriptionCreated,
  summary: 'Checkout: subscribe with the manual payment in one step',
});

export const purchaseSubscriptionRoute = /* @__PURE__ */ defineRoute('purchaseSubscription', signedInWrite, {
  // Opens the card gateway's secret key to start a Checkout Session; mails a guest's plan order link.
  status: 201,
  secrets: 'open',
  mail: true,
  body: PurchaseSubscriptionBody,
  response: SubscriptionCreated,
  summary: 'Choose a plan; pay on the subscription invoice',
});

export const getSubscriptionInvoiceRoute = /* @__PURE__ */ defineRoute('getSubscriptionInvoice', ownerRead, {
  owns: ['subscriptionId'],
  params: SubscriptionParams,
  response: SubscriptionInvoice,
  summary: "The subscriber's invoice (404 for anyone else)",
});

export const submitSubscriptionPaymentRoute = /* @__PURE__ */ defineRoute('submitSubscriptionPayment', ownerWrite, {
  owns: ['subscriptionId'],
  params: SubscriptionParams,
  body: SubscriptionPaymentBody,
  response: SubscriptionInvoice,
  summary: 'Submit the manual payment of a subscription',
});

export const getMySubscriptionRoute = /* @__PURE__ */ defineRoute('getMySubscription', ownerRead, {
  response: MySubscription,
  summary: "The user's current subscription and quota (404 when none)",
});

export const getSubscriptionStateRoute = /* @__PURE__ */ defineRoute('getSubscriptionState', signedInRead, {
  response: /* @__PURE__ */ z.lazySchema(() => z.object({ subscription: z.nullable(MySubscription) })),
  summary:
    'Whether the user has a subscription: the same view as my-subscription, or null (never 404), so a page asks without an expected failure',
});

export const cancelSubscriptionRoute = /* @__PURE__ */ defineRoute('cancelSubscription', ownerWrite, {
  response: MySubscription,
  summary: 'Cancel the active subscription: access continues to the end of the period, no renewal',
});

export const downloadWithSubscriptionRoute = /* @__PURE__ */ defineRoute('downloadWithSubscription', signedInWrite, {
  authz: { otherUser: 403, admin: 403 },
  body: SubscriptionDownloadBody,
  response: DownloadLink,
  summary: 'Download a song against the quota (free again for songs already downloaded)',
});

export const getDownloadRoute = /* @__PURE__ */ defineRoute('getDownload', anyoneWrite, {
  status: 302,
  owns: ['id'],
  media: 'read',
  params: DownloadIdParams,
  summary: 'A single-use download link: 302 to the file, once',
});

export const sweepSubscriptionRenewalsRoute = /* @__PURE__ */ defineRoute('sweepSubscriptionRenewals', adminWrite, {
  // Opens no secret: a card renewal's Checkout starts when the subscriber opens the invoice.
  // `stems-sweep`: the same run clears the stems uploads nothing will finish (functions/domain/licenses/stems-sweep.ts).
  mail: true,
  media: 'stems-sweep',
  response: /* @__PURE__ */ z.lazySchema(() => z.object({ invoiced: z.number(), lapsed: z.number(), stemsCleared: z.number() })),
  summary:
    'Runs the renewal sweep now (it also runs hourly): renewal invoices mailed 3 days before a plan ends, unpaid plans lapsed on their end date, each once; stems uploads left unfinished cleared',
  timeoutSeconds: 29,
});

export const subscriptionsRoutes = /* @__PURE__ */ defineRoutes(
  listPlansRoute,
  listAdminPlansRoute,
  getPlanStatsRoute,
  createPlanRoute,
  updatePlanRoute,
  togglePlanRoute,
  deletePlanRoute,
  createSubscriptionRoute,
  purchaseSubscriptionRoute,
  getSubscriptionInvoiceRoute,
  submitSubscriptionPaymentRoute,
  getMySubscriptionRoute,
  getSubscriptionStateRoute,
  cancelSubscriptionRoute,
  downloadWithSubscriptionRoute,
  getDownloadRoute,
  sweepSubscriptionRenewalsRoute,
);
