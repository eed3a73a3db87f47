/**
 * THE route table: every API route, once. CDK makes one Lambda per entry, the local gateway
 * dispatches the same entries, and `endpoint()` parses requests with these schemas.
 * Handler file of a route: `functions/http/<kebab-case id>.ts` (see `handlerFile`).
 */
import * as z from 'zod';
import {
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  MessageResponse,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  AuthUser,
} from './auth';
import { ListUsersQuery, ListUsersResponse } from './users';
import {
  ActivePaymentMethod,
  ContactBody,
  HelpContent,
  HomeStats,
  ListSongsQuery,
  PaymentSettings,
  ScriptsContent,
  Song,
  SongParams,
  WhatsAppSettings,
} from './catalogue';
import {
  AdminOrdersQuery,
  CreateOrderBody,
  CreateOrderResponse,
  DownloadLink,
  LibrarySong,
  LicenseParams,
  LicenseVerification,
  Order,
  OrderParams,
  OrderStats,
  RejectPaymentBody,
  SubmitPaymentBody,
} from './orders';
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
} from './subscriptions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AuthLevel = 'public' | 'user' | 'admin';

/**
 * What a route's Lambda may touch. Plain data so the browser can import the table; CDK derives
 * least-privilege grants from it and infra tests hold it to that.
 */
export interface RouteAccess {
  table: 'none' | 'read' | 'write';
  /**
   * `read`: get any media object; `write`: put any; `snapshot`: get and put the search index's
   * snapshot (`CATALOGUE_SNAPSHOT_KEY`) and nothing else.
   */
  media?: 'read' | 'write' | 'snapshot';
  mail?: boolean;
}

/** A route function's timeout unless it sets `timeoutSeconds`. */
export const DEFAULT_ROUTE_TIMEOUT_SECONDS = 10;

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway syntax: `/api/orders/{orderId}`. */
  path: string;
  auth: AuthLevel;
  access: RouteAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Parsed on the way out, so fields not in the contract never leave the server. */
  response?: z.ZodType;
  /** One line for the docs and the CDK function description. */
  summary: string;
  /**
   * The function's timeout when it must differ from the default (API Gateway gives up at
   * 30 s). Only for a route with a rare slow path that must still finish.
   */
  timeoutSeconds?: number;
}

const define = <const T extends Record<string, RouteDef>>(table: T): T => table;

export const routes = define({
  register: {
    method: 'POST',
    path: '/api/auth/register',
    auth: 'public',
    access: { table: 'write' },
    body: RegisterBody,
    response: RegisterResponse,
    summary: 'Create a user account',
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    auth: 'public',
    access: { table: 'write' },
    body: LoginBody,
    response: LoginResponse,
    summary: 'Sign in with email and password',
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    auth: 'public',
    access: { table: 'write', mail: true },
    body: ForgotPasswordBody,
    response: MessageResponse,
    summary: 'Mail a single-use password reset token',
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    auth: 'public',
    access: { table: 'write' },
    body: ResetPasswordBody,
    response: MessageResponse,
    summary: 'Set a new password with a reset token',
  },
  changePassword: {
    method: 'POST',
    path: '/api/auth/change-password',
    auth: 'user',
    access: { table: 'write' },
    body: ChangePasswordBody,
    response: MessageResponse,
    summary: 'Change the signed-in user password',
  },
  changeUserPassword: {
    method: 'PUT',
    path: '/api/user/change-password',
    auth: 'user',
    access: { table: 'write' },
    body: ChangePasswordBody,
    response: MessageResponse,
    summary: 'Change the signed-in user password (settings page path)',
  },
  getMe: {
    method: 'GET',
    path: '/api/user/me',
    auth: 'user',
    access: { table: 'read' },
    response: AuthUser,
    summary: 'The signed-in user',
  },
  listUsers: {
    method: 'GET',
    path: '/api/admin/users',
    auth: 'admin',
    access: { table: 'read' },
    query: ListUsersQuery,
    response: ListUsersResponse,
    summary: 'Users, newest first (cursor in X-Next-Cursor)',
  },
  listSongs: {
    method: 'GET',
    path: '/api/songs',
    auth: 'public',
    access: { table: 'read', media: 'snapshot' },
    query: ListSongsQuery,
    response: z.array(Song),
    summary: 'Available songs: search, genre, price, sort (cursor in X-Next-Cursor)',
    // A cold container without a usable search snapshot reads the whole catalogue (rare; ~11 s at
    // 100,000 songs on DynamoDB Local). Cold starts from the snapshot take ~1.5 s there.
    timeoutSeconds: 29,
  },
  getSong: {
    method: 'GET',
    path: '/api/songs/{songId}',
    auth: 'public',
    access: { table: 'read' },
    params: SongParams,
    response: Song,
    summary: 'One song, for its page and deep links',
  },
  streamAudio: {
    method: 'GET',
    path: '/api/audio/stream/{songId}',
    auth: 'public',
    access: { table: 'read', media: 'read' },
    params: SongParams,
    query: z.strictObject({ t: z.string().max(20).optional() }),
    summary: '302 to a presigned URL of the preview clip (the full track for an entitled caller)',
  },
  getHomeStats: {
    method: 'GET',
    path: '/api/stats/home',
    auth: 'public',
    access: { table: 'read' },
    response: HomeStats,
    summary: 'Home page statistics from aggregate counters',
  },
  getWhatsAppSettings: {
    method: 'GET',
    path: '/api/settings/whatsapp',
    auth: 'public',
    access: { table: 'read' },
    response: WhatsAppSettings,
    summary: 'Support chat settings',
  },
  getHelpContent: {
    method: 'GET',
    path: '/api/content/help',
    auth: 'public',
    access: { table: 'read' },
    response: HelpContent,
    summary: 'Help page content and FAQs',
  },
  getScriptsContent: {
    method: 'GET',
    path: '/api/content/scripts',
    auth: 'public',
    access: { table: 'read' },
    response: ScriptsContent,
    summary: 'Admin header and footer HTML snippets',
  },
  getPaymentSettings: {
    method: 'GET',
    path: '/api/admin/payment-settings',
    auth: 'public',
    access: { table: 'read' },
    response: PaymentSettings,
    summary: 'Public fields of the payment settings',
  },
  getActivePaymentMethods: {
    method: 'GET',
    path: '/api/admin/payment-methods/active',
    auth: 'public',
    access: { table: 'read' },
    response: z.array(ActivePaymentMethod),
    summary: 'Payment methods offered to buyers',
  },
  submitContact: {
    method: 'POST',
    path: '/api/contact',
    auth: 'public',
    access: { table: 'write' },
    body: ContactBody,
    response: z.object({ message: z.string() }),
    summary: 'Store a contact form message (rate-limited per IP)',
  },
  createOrder: {
    method: 'POST',
    path: '/api/orders',
    auth: 'user',
    access: { table: 'write' },
    body: CreateOrderBody,
    response: CreateOrderResponse,
    summary: 'Start buying a song: a pending order priced by the server',
  },
  getMyOrders: {
    method: 'GET',
    path: '/api/orders/my-orders',
    auth: 'user',
    access: { table: 'read' },
    response: z.array(Order),
    summary: "The buyer's orders, newest first",
  },
  getOrder: {
    method: 'GET',
    path: '/api/orders/{orderId}',
    auth: 'user',
    access: { table: 'read' },
    params: OrderParams,
    response: Order,
    summary: 'One order, for its owner or an admin (404 for anyone else)',
  },
  submitOrderPayment: {
    method: 'POST',
    path: '/api/orders/{orderId}/payment',
    auth: 'user',
    access: { table: 'write' },
    params: OrderParams,
    body: SubmitPaymentBody,
    response: Order,
    summary: 'Submit manual payment details (a transaction ID is usable once per method)',
  },
  downloadOrder: {
    method: 'GET',
    path: '/api/orders/download/{orderId}',
    auth: 'user',
    access: { table: 'read', media: 'read' },
    params: OrderParams,
    response: DownloadLink,
    summary: 'A 5-minute link to the master file of a completed order',
  },
  getLibrary: {
    method: 'GET',
    path: '/api/user/library',
    auth: 'user',
    access: { table: 'read' },
    response: z.array(LibrarySong),
    summary: 'The songs the buyer owns',
  },
  listAdminOrders: {
    method: 'GET',
    path: '/api/admin/orders',
    auth: 'admin',
    access: { table: 'read' },
    query: AdminOrdersQuery,
    response: z.array(Order),
    summary: 'Orders, newest first, by status and search (cursor in X-Next-Cursor)',
  },
  getAdminOrderStats: {
    method: 'GET',
    path: '/api/admin/orders/stats',
    auth: 'admin',
    access: { table: 'read' },
    response: OrderStats,
    summary: 'Order counts and completed revenue from aggregate counters',
  },
  exportAdminOrders: {
    method: 'GET',
    path: '/api/admin/orders/export',
    auth: 'admin',
    access: { table: 'read' },
    summary: 'All orders as CSV',
  },
  approvePayment: {
    method: 'POST',
    path: '/api/admin/approve-payment/{orderId}',
    auth: 'admin',
    access: { table: 'write', mail: true },
    params: OrderParams,
    response: Order,
    summary: 'Approve a pending order: licence, entitlement and aggregates in one transaction',
  },
  rejectPayment: {
    method: 'POST',
    path: '/api/admin/reject-payment/{orderId}',
    auth: 'admin',
    access: { table: 'write', mail: true },
    params: OrderParams,
    body: RejectPaymentBody,
    response: Order,
    summary: 'Reject a pending order, with an optional reason for the buyer',
  },
  verifyLicense: {
    method: 'GET',
    path: '/api/license/verify/{key}',
    auth: 'public',
    access: { table: 'write' },
    params: LicenseParams,
    response: LicenseVerification,
    summary: 'Public licence check (masked email; throttled per IP)',
  },
  downloadLicense: {
    method: 'GET',
    path: '/api/license/download/{orderId}',
    auth: 'user',
    access: { table: 'write', media: 'write' },
    params: OrderParams,
    response: DownloadLink,
    summary: 'A 5-minute link to the licence PDF of a completed order (built once, stored)',
  },
  listPlans: {
    method: 'GET',
    path: '/api/subscription/plans',
    auth: 'public',
    access: { table: 'read' },
    response: z.array(Plan),
    summary: 'Active subscription plans (download_limit -1 = unlimited)',
  },
  listAdminPlans: {
    method: 'GET',
    path: '/api/admin/pricing',
    auth: 'admin',
    access: { table: 'read' },
    response: z.array(Plan),
    summary: 'Every plan, active or not',
  },
  getPlanStats: {
    method: 'GET',
    path: '/api/admin/pricing/stats',
    auth: 'admin',
    access: { table: 'read' },
    response: PlanStats,
    summary: 'Plan counts, subscribers and monthly revenue',
  },
  createPlan: {
    method: 'POST',
    path: '/api/admin/pricing',
    auth: 'admin',
    access: { table: 'write' },
    body: PlanInput,
    response: Plan,
    summary: 'Create a plan',
  },
  updatePlan: {
    method: 'PUT',
    path: '/api/admin/pricing/{id}',
    auth: 'admin',
    access: { table: 'write' },
    params: PlanParams,
    body: PlanInput,
    response: Plan,
    summary: 'Edit a plan',
  },
  togglePlan: {
    method: 'PUT',
    path: '/api/admin/pricing/{id}/toggle',
    auth: 'admin',
    access: { table: 'write' },
    params: PlanParams,
    body: TogglePlanBody,
    response: Plan,
    summary: 'Activate or deactivate a plan',
  },
  deletePlan: {
    method: 'DELETE',
    path: '/api/admin/pricing/{id}',
    auth: 'admin',
    access: { table: 'write' },
    params: PlanParams,
    response: z.object({ message: z.string() }),
    summary: 'Delete a plan nobody has subscribed to',
  },
  createSubscription: {
    method: 'POST',
    path: '/api/subscriptions/create',
    auth: 'user',
    access: { table: 'write' },
    body: CreateSubscriptionBody,
    response: SubscriptionCreated,
    summary: 'Checkout: subscribe with the manual payment in one step',
  },
  purchaseSubscription: {
    method: 'POST',
    path: '/api/subscription/purchase',
    auth: 'user',
    access: { table: 'write' },
    body: PurchaseSubscriptionBody,
    response: SubscriptionCreated,
    summary: 'Choose a plan; pay on the subscription invoice',
  },
  getSubscriptionInvoice: {
    method: 'GET',
    path: '/api/subscription/invoice/{subscriptionId}',
    auth: 'user',
    access: { table: 'read' },
    params: SubscriptionParams,
    response: SubscriptionInvoice,
    summary: "The subscriber's invoice (404 for anyone else)",
  },
  submitSubscriptionPayment: {
    method: 'POST',
    path: '/api/subscription/manual-payment/{subscriptionId}',
    auth: 'user',
    access: { table: 'write' },
    params: SubscriptionParams,
    body: SubscriptionPaymentBody,
    response: SubscriptionInvoice,
    summary: 'Submit the manual payment of a subscription',
  },
  getMySubscription: {
    method: 'GET',
    path: '/api/subscription/my-subscription',
    auth: 'user',
    access: { table: 'read' },
    response: MySubscription,
    summary: "The user's current subscription and quota (404 when none)",
  },
  downloadWithSubscription: {
    method: 'POST',
    path: '/api/subscription/download',
    auth: 'user',
    access: { table: 'write' },
    body: SubscriptionDownloadBody,
    response: DownloadLink,
    summary: 'Download a song against the quota (free again for songs already downloaded)',
  },
  getDownload: {
    method: 'GET',
    path: '/api/downloads/{id}',
    auth: 'public',
    access: { table: 'write', media: 'read' },
    params: DownloadIdParams,
    summary: 'A single-use download link: 302 to the file, once',
  },
});

export type Routes = typeof routes;
export type RouteId = keyof Routes;

export interface RouteEntry extends RouteDef {
  id: RouteId;
}

export const routeList: RouteEntry[] = Object.entries(routes).map(([id, def]) => ({ id: id as RouteId, ...def }));

/** `forgotPassword` → `forgot-password` */
export const kebab = (id: string): string => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Path of a route's handler module, relative to the repository root. */
export const handlerFile = (id: string): string => `functions/http/${kebab(id)}.ts`;
