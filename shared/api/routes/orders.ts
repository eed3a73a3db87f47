/**
 * Routes of one area: buying a song: orders, payments, downloads, the library and licences. A
 * handler imports only its area's module, so its cold start builds only these schemas;
 * `../routes.ts` merges the areas.
 */
import * as z from '../zod';
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
    authz: { anonymous: 401, user: 201, otherUser: 201, admin: 201 },
    access: { table: 'write' },
    body: CreateOrderBody,
    response: CreateOrderResponse,
    status: 201,
    summary: 'Start buying a song: a pending order priced by the server',
  },
  getMyOrders: {
    ...paths.getMyOrders,
    authz: { anonymous: 401, user: 200, otherUser: 200, admin: 200 },
    access: { table: 'read' },
    response: z.array(Order),
    summary: "The buyer's orders, newest first",
  },
  getOrder: {
    ...paths.getOrder,
    authz: { anonymous: 401, user: 200, otherUser: 404, admin: 200, owns: ['orderId'] },
    access: { table: 'read' },
    params: OrderParams,
    response: Order,
    summary: 'One order, for its owner or an admin (404 for anyone else)',
  },
  submitOrderPayment: {
    ...paths.submitOrderPayment,
    authz: { anonymous: 401, user: 200, otherUser: 404, admin: 404, owns: ['orderId'] },
    access: { table: 'write' },
    params: OrderParams,
    body: SubmitPaymentBody,
    response: Order,
    summary: 'Submit manual payment details (a transaction ID is usable once per method)',
  },
  downloadOrder: {
    ...paths.downloadOrder,
    authz: { anonymous: 401, user: 200, otherUser: 404, admin: 404, owns: ['orderId'] },
    access: { table: 'read', media: 'read' },
    params: OrderParams,
    response: DownloadLink,
    summary: 'A 5-minute link to the master file of a completed order',
  },
  getLibrary: {
    ...paths.getLibrary,
    authz: { anonymous: 401, user: 200, otherUser: 200, admin: 200 },
    access: { table: 'read' },
    response: z.array(LibrarySong),
    summary: 'The songs the buyer owns',
  },
  listAdminOrders: {
    ...paths.listAdminOrders,
    authz: { anonymous: 401, user: 403, otherUser: 403, admin: 200 },
    access: { table: 'read' },
    query: AdminOrdersQuery,
    response: z.array(Order),
    summary: 'Orders, newest first, by status and search (cursor in X-Next-Cursor)',
  },
  getAdminOrderStats: {
    ...paths.getAdminOrderStats,
    authz: { anonymous: 401, user: 403, otherUser: 403, admin: 200 },
    access: { table: 'read' },
    response: OrderStats,
    summary: 'Order counts and completed revenue from aggregate counters',
  },
  exportAdminOrders: {
    ...paths.exportAdminOrders,
    authz: { anonymous: 401, user: 403, otherUser: 403, admin: 200 },
    access: { table: 'read' },
    contentType: 'text/csv',
    summary: 'All orders as CSV',
  },
  approvePayment: {
    ...paths.approvePayment,
    authz: { anonymous: 401, user: 403, otherUser: 403, admin: 200, owns: ['orderId'] },
    access: { table: 'write', mail: true },
    params: OrderParams,
    response: Order,
    summary: 'Approve a pending order: licence, entitlement and aggregates in one transaction',
  },
  rejectPayment: {
    ...paths.rejectPayment,
    authz: { anonymous: 401, user: 403, otherUser: 403, admin: 200, owns: ['orderId'] },
    access: { table: 'write', mail: true },
    params: OrderParams,
    body: RejectPaymentBody,
    response: Order,
    summary: 'Reject a pending order, with an optional reason for the buyer',
  },
  verifyLicense: {
    ...paths.verifyLicense,
    authz: { anonymous: 200, user: 200, otherUser: 200, admin: 200, owns: ['key'] },
    access: { table: 'write' },
    params: LicenseParams,
    response: LicenseVerification,
    summary: 'Public licence check (masked email; throttled per IP)',
  },
  downloadLicense: {
    ...paths.downloadLicense,
    authz: { anonymous: 401, user: 200, otherUser: 404, admin: 404, owns: ['orderId'] },
    access: { table: 'write', media: 'write' },
    params: OrderParams,
    response: DownloadLink,
    summary: 'A 5-minute link to the licence PDF of a completed order (built once, stored)',
  },
});
