/**
 * Contact-form messages: the support inbox. A message is one item; GSI1 lists every message
 * newest first, GSI2 the messages of one status (unread, read, replied). Every change of status
 * moves the `STATS/SUPPORT` counters in the same transaction, conditioned on the status it moves
 * from, so two admins opening the same message count it read once.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { Language } from '../../shared/api/account';
// A message's stored status is the one the inbox shows (a legacy 'new' aside).
import { SupportStatus as ContactStatus } from '../../shared/api/support';
import { NotFoundError } from '../kernel/errors';
import { retryPolicies, withRetry } from '../lib/retry';
import { queryPartitionFrom } from './batch';
import { ddb, tableName } from './client';
import { ENTITY, keys, partitions } from './keys';
import { supportStatsIncrement } from './stats-repo';
import { cancelledByConflict, namedTransaction } from './transaction';

export const MESSAGE_NOT_FOUND = 'Message not found';
const notFound = () => new NotFoundError(MESSAGE_NOT_FOUND, 'MESSAGE_NOT_FOUND');

export const ContactReply = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    message: z.string(),
    sentAt: z.string(),
    byId: z.string(),
    byName: z.string(),
  }),
);
export type ContactReply = z.infer<typeof ContactReply>;

export const ContactMessage = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    sourceIp: z.string(),
    createdAt: z.string(),
    /** The language the sender's browser wrote in: the reply mail's (absent on older messages: English). */
    language: z.optional(Language),
    /** Messages stored before the inbox said 'new' for unread. */
    status: z.pipe(
      z.transform((v: unknown) => (v === 'new' ? 'unread' : v)),
      ContactStatus,
    ),
    readAt: z.optional(z.string()),
    replies: z._default(z.array(ContactReply), []),
  }),
);
export type ContactMessage = z.infer<typeof ContactMessage>;

/** A new message, counted unread. */
export async function saveContactMessage(msg: Omit<ContactMessage, 'replies' | 'readAt' | 'status'>): Promise<void> {
  await namedTransaction([
    {
      name: 'message',
      op: {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.contactMessage(msg.id),
            ...keys.contactList(msg.createdAt, msg.id),
            ...keys.contactStatusList('unread', msg.createdAt, msg.id),
            _type: ENTITY.contactMessage,
            ...msg,
            status: 'unread',
            replies: [],
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
    { name: 'stats', op: supportStatsIncrement({ unread: 1, total: 1 }) },
  ]);
}

export async function getContactMessage(id: string, consistent = false): Promise<ContactMessage | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.contactMessage(id), ConsistentRead: consistent }));
  return out.Item ? ContactMessage.parse(out.Item) : undefined;
}

export interface ContactPage {
  messages: ContactMessage[];
  nextKey?: Record<string, unknown>;
}

/** One page newest first: every message on GSI1, or one status's on GSI2. */
export async function listContactMessages(input: {
  status?: ContactStatus;
  limit: number;
  startKey?: Record<string, string>;
}): Promise<ContactPage> {
  const partition =
    input.status === undefined
      ? { index: 'GSI1' as const, pk: partitions.contacts }
      : { index: 'GSI2' as const, pk: partitions.contactsByStatus(input.status) };
  const page = await queryPartitionFrom({ ...partition, newestFirst: true, limit: input.limit }, input.startKey, (i) =>
    ContactMessage.parse(i),
  );
  return { messages: page.items, nextKey: page.lastKey };
}

/** Cursor key names a page of this list may carry. */
export const CONTACT_CURSOR_KEYS = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK'] as const;

/** The stored status as written (legacy 'new' included), for conditions. */
const storedStatuses = (status: ContactStatus): string[] => (status === 'unread' ? ['unread', 'new'] : [status]);

function statusCondition(from: ContactStatus) {
  const values = storedStatuses(from);
  return {
    ConditionExpression: `attribute_exists(PK) AND #status IN (${values.map((_, i) => `:from${i}`).join(', ')})`,
    values: Object.fromEntries(values.map((v, i) => [`:from${i}`, v])),
  };
}

/** The message's status moved between the read and the write (the write did nothing): read again. */
class StatusMoved extends Error {}

/**
 * Reads the message and runs a write conditioned on its status as read, again after a
 * `StatusMoved` or a transaction conflict (`retryPolicies.readModifyWrite`); a message that keeps
 * moving answers as gone.
 */
async function onFreshMessage<T>(id: string, write: (msg: ContactMessage) => Promise<T>): Promise<T> {
  return withRetry(
    retryPolicies.readModifyWrite,
    async () => {
      const msg = await getContactMessage(id, true);
      if (!msg) throw notFound();
      return write(msg);
    },
    (error) => error instanceof StatusMoved || cancelledByConflict(error),
  ).catch((error: unknown) => {
    if (error instanceof StatusMoved) throw notFound();
    throw error;
  });
}

/**
 * Moves a message from one status to another (and applies `extra` SET clauses), with the
 * counters, in one try: `StatusMoved` when the message changed meanwhile (`onFreshMessage` re-reads).
 */
async function moveStatus(
  msg: ContactMessage,
  to: ContactStatus,
  extra: { set: string[]; names?: Record<string, string>; values?: Record<string, unknown> },
): Promise<void> {
  const cond = statusCondition(msg.status);
  const deltas = msg.status === to ? {} : { [msg.status]: -1, [to]: 1 };
  await namedTransaction(
    [
      {
        name: 'message',
        op: {
          Update: {
            TableName: tableName,
            Key: keys.contactMessage(msg.id),
            UpdateExpression: `SET #status = :to, GSI2PK = :gsi2pk, GSI2SK = :gsi2sk${extra.set.map((s) => `, ${s}`).join('')}`,
            ConditionExpression: cond.ConditionExpression,
            ExpressionAttributeNames: { '#status': 'status', ...extra.names },
            ExpressionAttributeValues: {
              ':to': to,
              ':gsi2pk': keys.contactStatusList(to, msg.createdAt, msg.id).GSI2PK,
              ':gsi2sk': keys.contactStatusList(to, msg.createdAt, msg.id).GSI2SK,
              ...cond.values,
              ...extra.values,
            },
          },
        },
      },
      ...(Object.keys(deltas).length ? [{ name: 'stats' as const, op: supportStatsIncrement(deltas) }] : []),
    ],
    { message: () => new StatusMoved() },
    retryPolicies.none,
  );
}

/** Reads a message for the back office, marking it read the first time. */
export async function openContactMessage(id: string, now: string): Promise<ContactMessage> {
  return onFreshMessage(id, async (msg) => {
    if (msg.status !== 'unread') return msg;
    await moveStatus(msg, 'read', { set: ['readAt = :readAt'], values: { ':readAt': now } });
    return { ...msg, status: 'read', readAt: now };
  });
}

/** Replies kept per message: a conversation, not an archive. */
export const MAX_REPLIES = 20;

/** Stores a reply with the message and marks it replied. */
export async function addContactReply(id: string, reply: ContactReply): Promise<ContactMessage> {
  return onFreshMessage(id, async (msg) => {
    await moveStatus(msg, 'replied', {
      set: ['replies = list_append(if_not_exists(replies, :empty), :reply)', 'readAt = if_not_exists(readAt, :now)'],
      values: { ':empty': [], ':reply': [reply], ':now': reply.sentAt },
    });
    return { ...msg, status: 'replied', readAt: msg.readAt ?? reply.sentAt, replies: [...msg.replies, reply] };
  });
}

/** Deletes a message and takes it off the counters. */
export async function deleteContactMessage(id: string): Promise<void> {
  await onFreshMessage(id, async (msg) => {
    const cond = statusCondition(msg.status);
    await namedTransaction(
      [
        {
          name: 'message',
          op: {
            Delete: {
              TableName: tableName,
              Key: keys.contactMessage(id),
              ConditionExpression: cond.ConditionExpression,
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: cond.values,
            },
          },
        },
        { name: 'stats', op: supportStatsIncrement({ [msg.status]: -1, total: -1 }) },
      ],
      { message: () => new StatusMoved() },
      retryPolicies.none,
    );
  });
}
