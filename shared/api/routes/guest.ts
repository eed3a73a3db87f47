/**
 * Routes of one area: guest checkout. A guest order's token (`Authorization: Guest <token>`, given
 * once when the order is placed and in the guest's mails) reads, pays and downloads that one order;
 * any other order answers 404 and every other route treats the token as no session at all.
 */
import { DownloadLink, Order, OrderParams, SubmitPaymentBody } from '../orders';
import { DownloadFileQuery } from '../licenses';
import * as z from '../zod';
import { guestRead, guestWrite } from './grant';
import { defineRoute, defineRoutes } from './define';

export const GuestCheckout = /* @__PURE__ */ z.lazySchema(() => z.object({ checkoutUrl: z.string() }));

export const getGuestOrderRoute = /* @__PURE__ */ defineRoute('getGuestOrder', guestRead, {
  params: OrderParams,
  response: Order,
  summary: "A guest's order, read with its guest token (404 for any other order)",
});

export const submitGuestPaymentRoute = /* @__PURE__ */ defineRoute('submitGuestPayment', guestWrite, {
  params: OrderParams,
  body: SubmitPaymentBody,
  response: Order,
  summary: "A guest's manual payment details (a transaction ID is usable once per method)",
});

export const startGuestCheckoutRoute = /* @__PURE__ */ defineRoute('startGuestCheckout', guestWrite, {
  // Opens the card gateway's secret key to start a Checkout Session.
  secrets: 'open',
  params: OrderParams,
  response: GuestCheckout,
  summary: "A fresh hosted payment page for a guest's pending card order (409 once decided or for a manual method)",
});

export const downloadGuestOrderRoute = /* @__PURE__ */ defineRoute('downloadGuestOrder', guestWrite, {
  // Writes: each download is counted (analytics time buckets).
  media: 'read',
  params: OrderParams,
  // Licence tiers (issue 25): one of the licence's files (default: the 320 kbps MP3, or the tier's first file).
  query: DownloadFileQuery,
  response: DownloadLink,
  summary: "A 5-minute link to a file of a guest's completed order's licence (`?file=`)",
});

export const downloadGuestLicenseRoute = /* @__PURE__ */ defineRoute('downloadGuestLicense', guestWrite, {
  media: 'write',
  params: OrderParams,
  response: DownloadLink,
  summary: "A 5-minute link to the licence PDF of a guest's completed order",
});

export const guestRoutes = /* @__PURE__ */ defineRoutes(
  getGuestOrderRoute,
  submitGuestPaymentRoute,
  startGuestCheckoutRoute,
  downloadGuestOrderRoute,
  downloadGuestLicenseRoute,
);
