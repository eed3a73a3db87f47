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
import { paths } from '../paths';
import { defineRoutes } from './define';

export const subscriptionsRoutes = defineRoutes({
  listPlans: {
    ...paths.listPlans,
    authz: { anonymous: 200, user: 200, otherUser: 200, admin: 200 },
    access: { table: 'read' },
    response: z.array(Plan),
    summary: 'Active subscription plans (download_limit -1 = unlimited)',
  },
  listAdminPlans: {
    ...paths.listAdminPlans,
    authz: { anonymous: 401, user: 403, otherUser: 403, admin: 200 },
    access: { table: 'read' },
    response: z.array(Plan),
    summary: 'Every plan, active or not',
  },
  getPlanStats: {
    ...paths.getPlanStats,
    authz: { anonymous: 401, user: 403, otherUser: 403, admin: 200 },
    access: { table: 'read' },
    response: PlanStats,
    summary: 'Plan counts, subscribers and monthly revenue',
  },
  createPlan: {
    ...paths.createPlan,
    authz: { anonymous: 401, user: 403, otherUser: 403, admin: 201 },
    access: { table: 'write' },
    body: PlanInput,
    response: Plan,
    status: 201,
    summary: 'Create a plan',
  },
  updatePlan: {
    ...paths.updatePlan,
    authz: { anonymous: 401, user: 403, otherUser: 403, admin: 200, owns: [] },
    access: { table: 'write' },
    params: PlanParams,
    body: PlanInput,
    response: Plan,
    summary: 'Edit a plan',
  },
  togglePlan: {
    ...paths.togglePlan,
    authz: { anonymous: 401, user: 403, otherUser: 403, admin: 200, owns: [] },
    access: { table: 'write' },
    params: PlanParams,
    body: TogglePlanBody,
    response: Plan,
    summary: 'Activate or deactivate a plan',
  },
  deletePlan: {
    ...paths.deletePlan,
    authz: { anonymous: 401, user: 403, otherUser: 403, admin: 200, owns: [] },
    access: { table: 'write' },
    params: PlanParams,
    response: z.object({ message: z.string() }),
    summary: 'Delete a plan nobody has subscribed to',
  },
  createSubscription: {
    ...paths.createSubscription,
    authz: { anonymous: 401, user: 201, otherUser: 201, admin: 201 },
    access: { table: 'write' },
    body: CreateSubscriptionBody,
    response: SubscriptionCreated,
    status: 201,
    summary: 'Checkout: subscribe with the manual payment in one step',
  },
  purchaseSubscription: {
    ...paths.purchaseSubscription,
    authz: { anonymous: 401, user: 201, otherUser: 201, admin: 201 },
    access: { table: 'write' },
    body: PurchaseSubscriptionBody,
    response: SubscriptionCreated,
    status: 201,
    summary: 'Choose a plan; pay on the subscription invoice',
  },
  getSubscriptionInvoice: {
    ...paths.getSubscriptionInvoice,
    authz: { anonymous: 401, user: 200, otherUser: 404, admin: 404, owns: ['subscriptionId'] },
    access: { table: 'read' },
    params: SubscriptionParams,
    response: SubscriptionInvoice,
    summary: "The subscriber's invoice (404 for anyone else)",
  },
  submitSubscriptionPayment: {
    ...paths.submitSubscriptionPayment,
    authz: { anonymous: 401, user: 200, otherUser: 404, admin: 404, owns: ['subscriptionId'] },
    access: { table: 'write' },
    params: SubscriptionParams,
    body: SubscriptionPaymentBody,
    response: SubscriptionInvoice,
    summary: 'Submit the manual payment of a subscription',
  },
  getMySubscription: {
    ...paths.getMySubscription,
    authz: { anonymous: 401, user: 200, otherUser: 404, admin: 404 },
    access: { table: 'read' },
    response: MySubscription,
    summary: "The user's current subscription and quota (404 when none)",
  },
  downloadWithSubscription: {
    ...paths.downloadWithSubscription,
    authz: { anonymous: 401, user: 200, otherUser: 403, admin: 403 },
    access: { table: 'write' },
    body: SubscriptionDownloadBody,
    response: DownloadLink,
    summary: 'Download a song against the quota (free again for songs already downloaded)',
  },
  getDownload: {
    ...paths.getDownload,
    authz: { anonymous: 302, user: 302, otherUser: 302, admin: 302, owns: ['id'] },
    access: { table: 'write', media: 'read' },
    params: DownloadIdParams,
    status: 302,
    summary: 'A single-use download link: 302 to the file, once',
  },
});
