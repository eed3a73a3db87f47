import { ulid } from 'ulid';
import type { Language } from '../../../shared/api/account';
import type { ContactBody } from '../../../shared/api/catalogue';
import type { SupportMessage, SupportMessageList, SupportMessagesQuery } from '../../../shared/api/support';
import {
  addContactReply,
  CONTACT_CURSOR_KEYS,
  type ContactMessage,
  deleteContactMessage,
  listContactMessages,
  MAX_REPLIES,
  MESSAGE_NOT_FOUND,
  getContactMessage,
  openContactMessage,
  saveContactMessage,
} from '../../data/contact-repo';
import { decodeCursor, encodeCursor } from '../../data/cursor';
import { throttleScopes } from '../../data/keys';
import { readSupportStats } from '../../data/stats-repo';
import { hit } from '../../data/throttle-repo';
import { logger } from '../../lib/log';
import { sendMail } from '../../mail/mailer';
import { contactReceivedMail, contactReplyMail } from '../../mail/templates';
import { cachedSystemSettings } from '../settings/system-settings';
import { NotFoundError, TooManyRequestsError, UnprocessableError } from '../../kernel/errors';

/** Messages per sender IP per hour: enough for a person, too few for a spam run. */
export const CONTACT_LIMIT_PER_HOUR = 5;

/** Stores the message (counted unread) and forwards it to the store's support address when one is set. */
export async function submitContactMessage(
  input: ContactBody,
  sourceIp: string,
  siteUrl: string,
  now = new Date(),
  /** The language the sender's browser asked in, kept for the reply. */
  language: Language = 'en',
): Promise<void> {
  const quota = await hit(throttleScopes.contact, sourceIp, CONTACT_LIMIT_PER_HOUR, 3600, Math.floor(now.getTime() / 1000));
  if (!quota.allowed) {
    throw new TooManyRequestsError(
      'Too many messages from your network. Please try again later.',
      quota.retryAfter,
      'CONTACT_RATE_LIMITED',
    );
  }
  const id = ulid(now.getTime());
  const email = input.email.toLowerCase();
  await saveContactMessage({ id, ...input, email, sourceIp, createdAt: now.toISOString(), language });
  const brand = await cachedSystemSettings();
  const to = brand.supportEmail.trim() || brand.contactEmail.trim();
  if (to === '') return;
  try {
    await sendMail(
      contactReceivedMail({
        to,
        from: { name: input.name, email },
        subject: input.subject,
        message: input.message,
        inboxUrl: `${siteUrl}/admin/messages?id=${id}`,
        brand,
      }),
    );
  } catch (error) {
    // The message is stored and counted; the inbox shows it even if the forward failed.
    logger.error('support forward failed', { error });
  }
}

const toSupportMessage = (m: ContactMessage): SupportMessage => ({
  id: m.id,
  name: m.name,
  email: m.email,
  subject: m.subject,
  message: m.message,
  status: m.status,
  created_at: m.createdAt,
  read_at: m.readAt ?? null,
  replies: m.replies.map((r) => ({ message: r.message, sent_at: r.sentAt, by_name: r.byName })),
});

export interface SupportPage {
  list: SupportMessageList;
  nextCursor?: string;
}

/** One page of the inbox, newest first; the total is the status's counter (one item read). */
export async function supportInbox(query: SupportMessagesQuery): Promise<SupportPage> {
  const startKey = decodeCursor(query.cursor, CONTACT_CURSOR_KEYS);
  const [page, stats] = await Promise.all([
    listContactMessages({ status: query.status, limit: query.limit, startKey }),
    readSupportStats(),
  ]);
  const counts = {
    unread: stats.unread,
    read: Math.max(0, stats.read),
    replied: Math.max(0, stats.replied),
    total: Math.max(0, stats.total),
  };
  return {
    list: { messages: page.messages.map(toSupportMessage), total: query.status ? counts[query.status] : counts.total, counts },
    nextCursor: encodeCursor(page.nextKey),
  };
}

export const openSupportMessage = async (id: string, now = new Date()): Promise<SupportMessage> =>
  toSupportMessage(await openContactMessage(id, now.toISOString()));

/**
 * Mails the reply to the sender, then stores it with the message. Mail first: a reply stored
 * but never sent would read as answered while the sender heard nothing.
 */
export async function replyToSupportMessage(
  id: string,
  admin: { userId: string; name: string },
  text: string,
  now = new Date(),
): Promise<SupportMessage> {
  const msg = await getContactMessage(id, true);
  if (!msg) throw new NotFoundError(MESSAGE_NOT_FOUND, 'MESSAGE_NOT_FOUND');
  if (msg.replies.length >= MAX_REPLIES) {
    throw new UnprocessableError(`A message can have at most ${MAX_REPLIES} replies`, 'TOO_MANY_REPLIES');
  }
  const brand = await cachedSystemSettings();
  await sendMail(
    contactReplyMail({
      to: msg.email,
      name: msg.name,
      subject: msg.subject,
      original: msg.message,
      reply: text,
      brand,
      language: msg.language,
    }),
  );
  const stored = await addContactReply(id, { message: text, sentAt: now.toISOString(), byId: admin.userId, byName: admin.name });
  return toSupportMessage(stored);
}

export const removeSupportMessage = (id: string): Promise<void> => deleteContactMessage(id);
