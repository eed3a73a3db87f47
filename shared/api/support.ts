/**
 * The support inbox (admin §2.12 of issue 13): the contact form's messages, read, replied to by
 * mail and deleted from the back office.
 */
import * as z from './zod';

export const SupportStatus = /* @__PURE__ */ z.lazySchema(() => z.enum(['unread', 'read', 'replied']));
export type SupportStatus = z.infer<typeof SupportStatus>;

export const SUPPORT_PAGE_SIZE = 20;
export const SUPPORT_REPLY_MAX = 5000;

export const SupportMessageId = /* @__PURE__ */ z.lazySchema(() => z.string().check(z.regex(/^[0-9A-Z]{26}$/, 'Invalid message id')));
export const SupportMessageParams = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ id: SupportMessageId }));

/** GET /api/admin/messages: newest first, one status or all; the next page's cursor in X-Next-Cursor. */
export const SupportMessagesQuery = /* @__PURE__ */ z.lazyStrictObject(() => ({
  status: z.optional(SupportStatus),
  ...z.pageQueryFields(SUPPORT_PAGE_SIZE),
}));
export type SupportMessagesQuery = z.infer<typeof SupportMessagesQuery>;

export const SupportReply = /* @__PURE__ */ z.lazyObject(() => ({
  message: z.string(),
  sent_at: z.string(),
  by_name: z.string(),
}));
export type SupportReply = z.infer<typeof SupportReply>;

export const SupportMessage = /* @__PURE__ */ z.lazyObject(() => ({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: SupportStatus,
  created_at: z.string(),
  read_at: z.nullable(z.string()),
  replies: z.array(SupportReply),
}));
export type SupportMessage = z.infer<typeof SupportMessage>;

export const SupportCounts = /* @__PURE__ */ z.lazySchema(() => z.figures('unread', 'read', 'replied', 'total'));
export type SupportCounts = z.infer<typeof SupportCounts>;

export const SupportMessageList = /* @__PURE__ */ z.lazyObject(() => ({
  messages: z.array(SupportMessage),
  /** Messages matching the status filter (all when none). */
  total: z.number(),
  counts: SupportCounts,
}));
export type SupportMessageList = z.infer<typeof SupportMessageList>;

export const SupportReplyBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  message: z.requiredText('Reply', SUPPORT_REPLY_MAX, 'Reply is required'),
}));
export type SupportReplyBody = z.infer<typeof SupportReplyBody>;

export { MessageResponse as SupportActionMessage } from './zod';
