/**
 * Routes of one area: the support inbox (the contact form's messages in the back office).
 */
import {
  SupportActionMessage,
  SupportMessage,
  SupportMessageList,
  SupportMessageParams,
  SupportMessagesQuery,
  SupportReplyBody,
} from '../support';
import { adminRead, adminWrite } from './grant';
import { defineRoute, defineRoutes } from './define';

export const listSupportMessagesRoute = /* @__PURE__ */ defineRoute('listSupportMessages', adminRead, {
  query: SupportMessagesQuery,
  response: SupportMessageList,
  responseHeaders: ['X-Next-Cursor'],
  summary: 'Contact messages, newest first, by status, with the inbox counters (cursor in X-Next-Cursor)',
});

export const getSupportMessageRoute = /* @__PURE__ */ defineRoute('getSupportMessage', adminWrite, {
  owns: [],
  params: SupportMessageParams,
  response: SupportMessage,
  summary: 'One contact message with its replies; opening an unread one marks it read',
});

export const replySupportMessageRoute = /* @__PURE__ */ defineRoute('replySupportMessage', adminWrite, {
  owns: [],
  mail: true,
  params: SupportMessageParams,
  body: SupportReplyBody,
  response: SupportMessage,
  summary: 'Mail a reply to the sender and store it with the message (marked replied)',
});

export const deleteSupportMessageRoute = /* @__PURE__ */ defineRoute('deleteSupportMessage', adminWrite, {
  owns: [],
  params: SupportMessageParams,
  response: SupportActionMessage,
  summary: 'Delete a contact message',
});

export const supportRoutes = /* @__PURE__ */ defineRoutes(
  listSupportMessagesRoute,
  getSupportMessageRoute,
  replySupportMessageRoute,
  deleteSupportMessageRoute,
);
