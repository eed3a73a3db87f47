/**
 * Routes of one area: plans, subscriptions, their payments and quota downloads. A handler imports
 * only its area's module, so its cold start builds only these schemas; `../routes.ts` merges the
 * areas.
 */
import * as z from 'zod';
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
    access: { table: 'read' },
    response: z.array(Plan),
    summary: 'Active subscription plans (download_limit -1 = unlimited)',
  },
  listAdminPlans: {
    ...paths.listAdminPlans,
    access: { table: 'read' },
    response: z.array(Plan),
    summary: 'Every plan, active or not',
  },
  getPlanStats: {
    ...paths.getPlanStats,
    access: { table: 'read' },
    response: PlanStats,
    summary: 'Plan counts, subscribers and monthly revenue',
  },
  createPlan: {
    ...paths.createPlan,
    access: { table: 'write' },
    body: PlanInput,
    response: Plan,
    status: 201,
    summary: 'Create a plan',
  },
  updatePlan: {
    ...paths.updatePlan,
    access: { table: 'write' },
    params: PlanParams,
    body: PlanInput,
    response: Plan,
    summary: 'Edit a plan',
  },
  togglePlan: {
    ...paths.togglePlan,
    access: { table: 'write' },
    params: PlanParams,
    body: TogglePlanBody,
    response: Plan,
    summary: 'Activate or deactivate a plan',
  },
  deletePlan: {
    ...paths.deletePlan,
    access: { table: 'write' },
    params: PlanParams,
    response: z.object({ message: z.string() }),
    summary: 'Delete a plan nobody has subscribed to',
  },
  createSubscription: {
    ...paths.createSubscription,
    access: { table: 'write' },
    body: CreateSubscriptionBody,
    response: SubscriptionCreated,
    status: 201,
    summary: 'Checkout: subscribe with the manual payment in one step',
  },
  purchaseSubscription: {
    ...paths.purchaseSubscription,
    access: { table: 'write' },
    body: PurchaseSubscriptionBody,
    response: SubscriptionCreated,
    status: 201,
    summary: 'Choose a plan; pay on the subscription invoice',
  },
  getSubscriptionInvoice: {
    ...paths.getSubscriptionInvoice,
    access: { table: 'read' },
    params: SubscriptionParams,
    response: SubscriptionInvoice,
    summary: "The subscriber's invoice (404 for anyone else)",
  },
  submitSubscriptionPayment: {
    ...paths.submitSubscriptionPayment,
    access: { table: 'write' },
    params: SubscriptionParams,
    body: SubscriptionPaymentBody,
    response: SubscriptionInvoice,
    summary: 'Submit the manual payment of a subscription',
  },
  getMySubscription: {
    ...paths.getMySubscription,
    access: { table: 'read' },
    response: MySubscription,
    summary: "The user's current subscription and quota (404 when none)",
  },
  downloadWithSubscription: {
    ...paths.downloadWithSubscription,
    access: { table: 'write' },
    body: SubscriptionDownloadBody,
    response: DownloadLink,
    summary: 'Download a song against the quota (free again for songs already downloaded)',
  },
  getDownload: {
    ...paths.getDownload,
    access: { table: 'write', media: 'read' },
    params: DownloadIdParams,
    status: 302,
    summary: 'A single-use download link: 302 to the file, once',
  },
});
