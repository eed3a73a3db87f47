/**
 * Routes of one area: buying a song: orders, payments, downloads, the library and licences. A
 * handler imports only its area's module, so its cold start builds only these schemas;
 * `../routes.ts` merges the areas.
 */
import * as z from 'zod';
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
} from '../orders';
import { paths } from '../paths';
import { defineRoutes } from './define';

export const ordersRoutes = defineRoutes({
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
});
