/**
 * THE route table: every API route, once. CDK makes one Lambda per entry, the local gateway
 * dispatches the same entries, and `endpoint()` parses requests with these schemas.
 * Handler file of a route: `functions/http/<kebab-case id>.ts` (see `handlerFile`).
 * Method, path and auth come from the zod-free `paths.ts`, which the browser imports instead.
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
import { paths, type AuthLevel, type HttpMethod, type RouteId as PathId } from './paths';

export type { AuthLevel, HttpMethod };

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
  /** The success status when it is not 200: 201 for a creation, 302 for a redirect. */
  status?: 201 | 302;
  /** The success body's media type when it is not JSON (CSV, HTML, a script). */
  contentType?: string;
  /**
   * HTML routes only: CSP directives merged over `endpoint()`'s default, which runs no script
   * (`false` drops a directive).
   */
  contentSecurityPolicy?: Record<string, string | false>;
  /**
   * Package files the function reads at run time, copied next to its bundle on deploy:
   * file name beside the bundle → module path (e.g. a browser bundle the route serves).
   */
  bundleFiles?: Record<string, string>;
  /**
   * The function's timeout when it must differ from the default (API Gateway gives up at
   * 30 s). Only for a route with a rare slow path that must still finish.
   */
  timeoutSeconds?: number;
}

/** Every id of the paths table, and no other, with the full definition. */
const define = <const T extends Record<PathId, RouteDef>>(table: T & Record<Exclude<keyof T, PathId>, never>): T => table;

export const routes = define({
  register: {
    ...paths.register,
    access: { table: 'write' },
    body: RegisterBody,
    response: RegisterResponse,
    status: 201,
    summary: 'Create a user account',
  },
  login: {
    ...paths.login,
    access: { table: 'write' },
    body: LoginBody,
    response: LoginResponse,
    summary: 'Sign in with email and password',
  },
  forgotPassword: {
    ...paths.forgotPassword,
    access: { table: 'write', mail: true },
    body: ForgotPasswordBody,
    response: MessageResponse,
    summary: 'Mail a single-use password reset token',
  },
  resetPassword: {
    ...paths.resetPassword,
    access: { table: 'write' },
    body: ResetPasswordBody,
    response: MessageResponse,
    summary: 'Set a new password with a reset token',
  },
  changePassword: {
    ...paths.changePassword,
    access: { table: 'write' },
    body: ChangePasswordBody,
    response: MessageResponse,
    summary: 'Change the signed-in user password',
  },
  changeUserPassword: {
    ...paths.changeUserPassword,
    access: { table: 'write' },
    body: ChangePasswordBody,
    response: MessageResponse,
    summary: 'Change the signed-in user password (settings page path)',
  },
  getMe: {
    ...paths.getMe,
    access: { table: 'read' },
    response: AuthUser,
    summary: 'The signed-in user',
  },
  listUsers: {
    ...paths.listUsers,
    access: { table: 'read' },
    query: ListUsersQuery,
    response: ListUsersResponse,
    summary: 'Users, newest first (cursor in X-Next-Cursor)',
  },
  listSongs: {
    ...paths.listSongs,
    access: { table: 'read', media: 'snapshot' },
    query: ListSongsQuery,
    response: z.array(Song),
    summary: 'Available songs: search, genre, price, sort (cursor in X-Next-Cursor)',
    // A cold container without a usable search snapshot reads the whole catalogue (rare; ~11 s at
    // 100,000 songs on DynamoDB Local). Cold starts from the snapshot take ~1.5 s there.
    timeoutSeconds: 29,
  },
  getSong: {
    ...paths.getSong,
    access: { table: 'read' },
    params: SongParams,
    response: Song,
    summary: 'One song, for its page and deep links',
  },
  streamAudio: {
    ...paths.streamAudio,
    access: { table: 'read', media: 'read' },
    params: SongParams,
    query: z.strictObject({ t: z.string().max(20).optional() }),
    status: 302,
    summary: '302 to a presigned URL of the preview clip (the full track for an entitled caller)',
  },
  getHomeStats: {
    ...paths.getHomeStats,
    access: { table: 'read' },
    response: HomeStats,
    summary: 'Home page statistics from aggregate counters',
  },
  getWhatsAppSettings: {
    ...paths.getWhatsAppSettings,
    access: { table: 'read' },
    response: WhatsAppSettings,
    summary: 'Support chat settings',
  },
  getHelpContent: {
    ...paths.getHelpContent,
    access: { table: 'read' },
    response: HelpContent,
    summary: 'Help page content and FAQs',
  },
  getScriptsContent: {
    ...paths.getScriptsContent,
    access: { table: 'read' },
    response: ScriptsContent,
    summary: 'Admin header and footer HTML snippets',
  },
  getPaymentSettings: {
    ...paths.getPaymentSettings,
    access: { table: 'read' },
    response: PaymentSettings,
    summary: 'Public fields of the payment settings',
  },
  getActivePaymentMethods: {
    ...paths.getActivePaymentMethods,
    access: { table: 'read' },
    response: z.array(ActivePaymentMethod),
    summary: 'Payment methods offered to buyers',
  },
  submitContact: {
    ...paths.submitContact,
    access: { table: 'write' },
    body: ContactBody,
    response: z.object({ message: z.string() }),
    status: 201,
    summary: 'Store a contact form message (rate-limited per IP)',
  },
  createOrder: {
    ...paths.createOrder,
    access: { table: 'write' },
    body: CreateOrderBody,
    response: CreateOrderResponse,
    status: 201,
    summary: 'Start buying a song: a pending order priced by the server',
  },
  getMyOrders: {
    ...paths.getMyOrders,
    access: { table: 'read' },
    response: z.array(Order),
    summary: "The buyer's orders, newest first",
  },
  getOrder: {
    ...paths.getOrder,
    access: { table: 'read' },
    params: OrderParams,
    response: Order,
    summary: 'One order, for its owner or an admin (404 for anyone else)',
  },
  submitOrderPayment: {
    ...paths.submitOrderPayment,
    access: { table: 'write' },
    params: OrderParams,
    body: SubmitPaymentBody,
    response: Order,
    summary: 'Submit manual payment details (a transaction ID is usable once per method)',
  },
  downloadOrder: {
    ...paths.downloadOrder,
    access: { table: 'read', media: 'read' },
    params: OrderParams,
    response: DownloadLink,
    summary: 'A 5-minute link to the master file of a completed order',
  },
  getLibrary: {
    ...paths.getLibrary,
    access: { table: 'read' },
    response: z.array(LibrarySong),
    summary: 'The songs the buyer owns',
  },
  listAdminOrders: {
    ...paths.listAdminOrders,
    access: { table: 'read' },
    query: AdminOrdersQuery,
    response: z.array(Order),
    summary: 'Orders, newest first, by status and search (cursor in X-Next-Cursor)',
  },
  getAdminOrderStats: {
    ...paths.getAdminOrderStats,
    access: { table: 'read' },
    response: OrderStats,
    summary: 'Order counts and completed revenue from aggregate counters',
  },
  exportAdminOrders: {
    ...paths.exportAdminOrders,
    access: { table: 'read' },
    contentType: 'text/csv',
    summary: 'All orders as CSV',
  },
  approvePayment: {
    ...paths.approvePayment,
    access: { table: 'write', mail: true },
    params: OrderParams,
    response: Order,
    summary: 'Approve a pending order: licence, entitlement and aggregates in one transaction',
  },
  rejectPayment: {
    ...paths.rejectPayment,
    access: { table: 'write', mail: true },
    params: OrderParams,
    body: RejectPaymentBody,
    response: Order,
    summary: 'Reject a pending order, with an optional reason for the buyer',
  },
  verifyLicense: {
    ...paths.verifyLicense,
    access: { table: 'write' },
    params: LicenseParams,
    response: LicenseVerification,
    summary: 'Public licence check (masked email; throttled per IP)',
  },
  downloadLicense: {
    ...paths.downloadLicense,
    access: { table: 'write', media: 'write' },
    params: OrderParams,
    response: DownloadLink,
    summary: 'A 5-minute link to the licence PDF of a completed order (built once, stored)',
  },
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
  getOpenApi: {
    ...paths.getOpenApi,
    access: { table: 'none' },
    summary: 'This API as an OpenAPI 3.1 document, generated from the route table',
  },
  getApiDocs: {
    ...paths.getApiDocs,
    access: { table: 'none' },
    contentType: 'text/html',
    summary: 'The API reference page (Scalar), reading /api/openapi.json',
    contentSecurityPolicy: {
      'script-src': "'self'",
      // Scalar injects its styles and builds some images from data URLs.
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'font-src': "'self' data:",
      'connect-src': "'self'",
      'worker-src': "'self' blob:",
      sandbox: false,
      'navigate-to': false,
      'require-trusted-types-for': false,
      'trusted-types': false,
      'upgrade-insecure-requests': false,
    },
  },
  getApiDocsScript: {
    ...paths.getApiDocsScript,
    access: { table: 'none' },
    contentType: 'text/javascript',
    bundleFiles: { 'scalar-standalone.js': '@scalar/api-reference/browser/standalone.js' },
    summary: "The API reference page's script, served from this origin so the page works offline",
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
