/**
 * The support inbox (admin §2.12 of issue 13): the contact form's messages, read, replied to by
 * mail and deleted from the back office.
 */
import * as z from './zod';

export const SupportStatus = /* @__PURE__ */ z.enum(['unread', 'read', 'replied']);
export type SupportStatus = z.infer<typeof SupportStatus>;

export const SUPPORT_PAGE_SIZE = 20;
export const SUPPORT_REPLY_MAX = 5000;

export const SupportMessageId = /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^[0-9A-Z]{26}$/, 'Invalid message id'));
export const SupportMessageParams = /* @__PURE__ */ z.strictObject({ id: SupportMessageId });

/** GET /api/admin/messages: newest first, one status or all; the next page's cursor in X-Next-Cursor. */
export const SupportMessagesQuery = /* @__PURE__ */ z.strictObject({
  status: /* @__PURE__ */ z.optional(SupportStatus),
  limit: /* @__PURE__ */ z._default(
    /* @__PURE__ */ z.coerceNumber().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(100)),
    SUPPORT_PAGE_SIZE,
  ),
  cursor: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(2000))),
});
export type SupportMessagesQuery = z.infer<typeof SupportMessagesQuery>;

export const SupportReply = /* @__PURE__ */ z.object({
  message: /* @__PURE__ */ z.string(),
  sent_at: /* @__PURE__ */ z.string(),
  by_name: /* @__PURE__ */ z.string(),
});
export type SupportReply = z.infer<typeof SupportReply>;

export const SupportMessage = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.string(),
  email: /* @__PURE__ */ z.string(),
  subject: /* @__PURE__ */ z.string(),
  message: /* @__PURE__ */ z.string(),
  status: SupportStatus,
  created_at: /* @__PURE__ */ z.string(),
  read_at: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  replies: /* @__PURE__ */ z.array(SupportReply),
});
export type SupportMessage = z.infer<typeof SupportMessage>;

export const SupportCounts = /* @__PURE__ */ z.object({
  unread: /* @__PURE__ */ z.number(),
  read: /* @__PURE__ */ z.number(),
  replied: /* @__PURE__ */ z.number(),
  total: /* @__PURE__ */ z.number(),
});
export type SupportCounts = z.infer<typeof SupportCounts>;

export const SupportMessageList = /* @__PURE__ */ z.object({
  messages: /* @__PURE__ */ z.array(SupportMessage),
  /** Messages matching the status filter (all when none). */
  total: /* @__PURE__ */ z.number(),
  counts: SupportCounts,
});
export type SupportMessageList = z.infer<typeof SupportMessageList>;

export const SupportReplyBody = /* @__PURE__ */ z.strictObject({
  message: /* @__PURE__ */ z
    .string({ error: 'Reply is required' })
    .check(
      /* @__PURE__ */ z.trim(),
      /* @__PURE__ */ z.minLength(1, 'Reply is required'),
      /* @__PURE__ */ z.maxLength(SUPPORT_REPLY_MAX, `Reply must be at most ${SUPPORT_REPLY_MAX} characters`),
    ),
});
export type SupportReplyBody = z.infer<typeof SupportReplyBody>;

export const SupportActionMessage = /* @__PURE__ */ z.object({ message: /* @__PURE__ */ z.string() });
