/**
 * Routes of one area: buying a song: orders, payments, downloads, the library and licences. A
 * handler imports only its area's module, so its cold start builds only these schemas;
 * `../routes.ts` merges the areas.
 */
import {
  MyOrdersQuery,
  AdminOrdersQuery,
  CreateOrderBody,
  CreateOrderResponse,
  AutoDownloadLink,
  DownloadLink,
  LibrarySong,
  LicenseParams,
  LicenseVerification,
  Order,
  OrderParams,
  OrderStats,
  OrdersExport,
  OrdersExportQuery,
  RejectPaymentBody,
  SubmitPaymentBody,
} from '../orders';
import { DownloadFileQuery } from '../licenses';
import * as z from '../zod';
import { adminRead, adminWrite, anyoneWrite, ownerRead, ownerWrite, signedInRead, signedInWrite } from './grant';
import { defineRoute, defineRoutes } from './define';

export const createOrderRoute = /* @__PURE__ */ defineRoute('createOrder', signedInWrite, {
  // Opens the card gateway's secret key to start a Checkout Session; mails a guest order's link.
  status: 201,
  secrets: 'open',
  mail: true,
  body: CreateOrderBody,
  response: CreateOrderResponse,
  summary: 'Start buying a song: a pending order priced by the server',
});

export const getMyOrdersRoute = /* @__PURE__ */ defineRoute('getMyOrders', signedInRead, {
  query: MyOrdersQuery,
  response: /* @__PURE__ */ z.listOf(Order),
  responseHeaders: ['X-Next-Cursor'],
  summary: "The buyer's orders, newest first, a page at a time (cursor in X-Next-Cursor)",
});

export const getOrderRoute = /* @__PURE__ */ defineRoute('getOrder', ownerRead, {
  owns: ['orderId'],
  authz: { admin: 200 },
  params: OrderParams,
  response: Order,
  summary: 'One order, for its owner or an admin (404 for anyone else)',
});

export const submitOrderPaymentRoute = /* @__PURE__ */ defineRoute('submitOrderPayment', ownerWrite, {
  owns: ['orderId'],
  params: OrderParams,
  body: SubmitPaymentBody,
  response: Order,
  summary: 'Submit manual payment details (a transaction ID is usable once per method)',
});

export const downloadOrderRoute = /* @__PURE__ */ defineRoute('downloadOrder', ownerWrite, {
  // Writes: each download is counted (analytics time buckets).
  owns: ['orderId'],
  media: 'read',
  params: OrderParams,
  query: DownloadFileQuery,
  response: DownloadLink,
  summary: "A 5-minute link to a file of a completed order's licence tier (`file`, else the download-quality default)",
});

export const getLibraryRoute = /* @__PURE__ */ defineRoute('getLibrary', signedInRead, {
  response: /* @__PURE__ */ z.listOf(LibrarySong),
  summary: 'The songs the buyer owns',
});

export const listAdminOrdersRoute = /* @__PURE__ */ defineRoute('listAdminOrders', adminRead, {
  query: AdminOrdersQuery,
  response: /* @__PURE__ */ z.listOf(Order),
  responseHeaders: ['X-Next-Cursor'],
  summary: 'Orders, newest first, by status and search (cursor in X-Next-Cursor)',
});

export const getAdminOrderStatsRoute = /* @__PURE__ */ defineRoute('getAdminOrderStats', adminRead, {
  response: OrderStats,
  summary: 'Order counts and completed revenue from aggregate counters',
});

export const exportAdminOrdersRoute = /* @__PURE__ */ defineRoute('exportAdminOrders', adminRead, {
  media: 'export',
  query: OrdersExportQuery,
  response: OrdersExport,
  summary: 'All orders as a formula-safe CSV written to storage, 15 s of work a call (`running` + job to carry on), then a 5-minute link',
  // A call reads for 15 s, then checkpoints; the rest of API Gateway's limit covers the last page and the checkpoint.
  timeoutSeconds: 29,
});

export const approvePaymentRoute = /* @__PURE__ */ defineRoute('approvePayment', adminWrite, {
  owns: ['orderId'],
  mail: true,
  params: OrderParams,
  response: Order,
  summary: 'Approve a pending order: licence, entitlement and aggregates in one transaction',
});

export const rejectPaymentRoute = /* @__PURE__ */ defineRoute('rejectPayment', adminWrite, {
  owns: ['orderId'],
  mail: true,
  params: OrderParams,
  body: RejectPaymentBody,
  response: Order,
  summary: 'Reject a pending order, with an optional reason for the buyer',
});

export const verifyLicenseRoute = /* @__PURE__ */ defineRoute('verifyLicense', anyoneWrite, {
  owns: ['key'],
  params: LicenseParams,
  response: LicenseVerification,
  summary: 'Public licence check (masked email; throttled per IP)',
});

export const downloadLicenseRoute = /* @__PURE__ */ defineRoute('downloadLicense', ownerWrite, {
  owns: ['orderId'],
  media: 'write',
  params: OrderParams,
  response: DownloadLink,
  summary: 'A 5-minute link to the licence PDF of a completed order (built once, stored)',
});

export const startAutoDownloadsRoute = /* @__PURE__ */ defineRoute('startAutoDownloads', signedInWrite, {
  // Writes: each offer is taken (deleted) once, and each download is counted.
  media: 'read',
  response: /* @__PURE__ */ z.listOf(AutoDownloadLink),
  summary:
    "Takes the caller's approved purchases whose download starts by itself (autoDownload on at approval): a 5-minute link each, answered once across devices",
});

export const ordersRoutes = /* @__PURE__ */ defineRoutes(
  createOrderRoute,
  getMyOrdersRoute,
  getOrderRoute,
  submitOrderPaymentRoute,
  downloadOrderRoute,
  startAutoDownloadsRoute,
  getLibraryRoute,
  listAdminOrdersRoute,
  getAdminOrderStatsRoute,
  exportAdminOrdersRoute,
  approvePaymentRoute,
  rejectPaymentRoute,
  verifyLicenseRoute,
  downloadLicenseRoute,
);
