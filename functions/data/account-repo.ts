/**
 * A user's own items beside the profile: listening figures kept on write, preferences, the
 * profile's phone and bio, and the whole item collection `USER#<id>` read for an export or
 * cleared by a deletion. Every read is a GetItem or a Query on the user's own partition.
 */
import { updateIf } from './conditional';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { DEFAULT_USER_SETTINGS, UserSettings } from '../../shared/api/account';
import { batchDelete, queryItems, queryPages } from './batch';
import { ddb, tableName } from './client';
import { ENTITY, keys, partitions, sortKeyPrefixes } from './keys';
import { counterUpdate } from './stats-repo';

/** Counter names on the listener-stats item. */
export const listenerCounter = {
  purchases: 'purchases',
  spentCents: 'spentCents',
  plays: 'plays',
  month: (yyyyMm: string) => `m_${yyyyMm}`,
  monthPurchases: (yyyyMm: string) => `mp_${yyyyMm}`,
  genrePurchases: (genre: string) => `g_${genre}`,
  genrePlays: (genre: string) => `p_${genre}`,
} as const;

/**
 * The approval transaction's entry for the buyer's figures: one purchase, its list price in the
 * month of the approval, and the song's genre when it is a song.
 */
export const listenerPurchaseOp = (userId: string, input: { at: string; cents: number; genre?: string; count?: 1 | -1 }) => {
  const month = input.at.slice(0, 7);
  // A refund passes count -1 with the negated cents and the approval's `at`: the same counters go back.
  const count = input.count ?? 1;
  return {
    name: 'listenerStats' as const,
    op: counterUpdate(keys.listenerStats(userId), ENTITY.listenerStats, {
      [listenerCounter.purchases]: count,
      [listenerCounter.spentCents]: input.cents,
      [listenerCounter.month(month)]: input.cents,
      [listenerCounter.monthPurchases(month)]: count,
      ...(input.genre ? { [listenerCounter.genrePurchases(input.genre)]: count } : {}),
    }),
  };
};

/** One play of a song of `genre` by a signed-in listener. */
export async function addListenerPlay(userId: string, genre: string): Promise<void> {
  const { Update } = counterUpdate(keys.listenerStats(userId), ENTITY.listenerStats, {
    [listenerCounter.plays]: 1,
    [listenerCounter.genrePlays(genre)]: 1,
  });
  await ddb.send(new UpdateCommand(Update));
}

const Counters = /* @__PURE__ */ z.lazySchema(() => z.record(z.string(), z.unknown()));

/** The listener-stats counters (numbers only), empty before the first purchase or play. */
export async function readListenerCounters(userId: string): Promise<Record<string, number>> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.listenerStats(userId) }));
  const item = Counters.parse(out.Item ?? {});
  return Object.fromEntries(Object.entries(item).filter((e): e is [string, number] => typeof e[1] === 'number'));
}

const SettingsItem = /* @__PURE__ */ z.lazySchema(() => z.object({ value: z.record(z.string(), z.unknown()) }));

/** The stored preferences over the defaults; a field stored by an older version and no longer valid falls back to its default. */
export async function getUserSettings(userId: string): Promise<UserSettings> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.userSettings(userId) }));
  const stored = out.Item ? SettingsItem.parse(out.Item).value : {};
  const merged: Record<string, unknown> = { ...DEFAULT_USER_SETTINGS };
  for (const [name, fallback] of Object.entries(DEFAULT_USER_SETTINGS)) {
    const field = UserSettings.shape[name as keyof UserSettings];
    const parsed = field.safeParse(stored[name]);
    merged[name] = parsed.success ? parsed.data : fallback;
  }
  return UserSettings.parse(merged);
}

export async function putUserSettings(userId: string, settings: UserSettings, now: string): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.userSettings(userId), _type: ENTITY.userSettings, value: settings, updatedAt: now },
    }),
  );
}

/**
 * Turns `emailUpdates` off and nothing else (the one-click unsubscribe). No stored item means
 * every preference is its default, and emailUpdates is off by default: nothing to change.
 */
export async function turnOffEmailUpdates(userId: string, now: string): Promise<void> {
  await updateIf({
    Key: keys.userSettings(userId),
    UpdateExpression: 'SET #value.#field = :off, updatedAt = :now',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#value': 'value', '#field': 'emailUpdates' },
    ExpressionAttributeValues: { ':off': false, ':now': now },
  });
}

const ProfileExtras = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    phone: z._default(z.string(), ''),
    bio: z._default(z.string(), ''),
    avatarKey: z.optional(z.string()),
  }),
);

/** The profile's phone, bio and avatar key (spec §3 Profile), kept on the user item. */
export async function getProfileExtras(userId: string): Promise<{ phone: string; bio: string; avatarKey?: string }> {
  const out = await ddb.send(
    new GetCommand({ TableName: tableName, Key: keys.user(userId), ProjectionExpression: 'phone, bio, avatarKey', ConsistentRead: true }),
  );
  return ProfileExtras.parse(out.Item ?? {});
}

export async function setProfileExtras(userId: string, extras: { phone: string; bio: string }, now: string): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(userId),
      UpdateExpression: 'SET phone = :phone, bio = :bio, updatedAt = :now',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deletedAt)',
      ExpressionAttributeValues: { ':phone': extras.phone, ':bio': extras.bio, ':now': now },
    }),
  );
}

/** The key of the user's avatar in the covers bucket, if any. */
export async function getAvatarKey(userId: string): Promise<string | undefined> {
  const out = await ddb.send(
    new GetCommand({ TableName: tableName, Key: keys.user(userId), ProjectionExpression: 'avatarKey', ConsistentRead: true }),
  );
  const key: unknown = out.Item?.avatarKey;
  return typeof key === 'string' ? key : undefined;
}

/**
 * Sets the avatar if it is still the one read (`previous`), so two uploads at once cannot both
 * believe they replaced the same one; false when it changed meanwhile or the account is gone.
 */
export async function replaceAvatarKey(userId: string, key: string, previous: string | undefined, now: string): Promise<boolean> {
  const updated = await updateIf({
    Key: keys.user(userId),
    UpdateExpression: 'SET avatarKey = :key, updatedAt = :now',
    ConditionExpression: `attribute_exists(PK) AND attribute_not_exists(deletedAt) AND ${
      previous ? 'avatarKey = :previous' : 'attribute_not_exists(avatarKey)'
    }`,
    ExpressionAttributeValues: { ':key': key, ':now': now, ...(previous ? { ':previous': previous } : {}) },
  });
  return updated !== undefined;
}

/** Removes the avatar attribute if it is still `key` (a deleted account's too); false when it changed. */
export async function clearAvatarKey(userId: string, key: string): Promise<boolean> {
  const updated = await updateIf({
    Key: keys.user(userId),
    UpdateExpression: 'REMOVE avatarKey',
    ConditionExpression: 'avatarKey = :key',
    ExpressionAttributeValues: { ':key': key },
  });
  return updated !== undefined;
}

/** How many songs the user may download (their entitlements), counted by the key only. */
export async function countEntitlements(userId: string): Promise<number> {
  let count = 0;
  for await (const page of queryPages({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': partitions.user(userId), ':prefix': sortKeyPrefixes.entitlement },
    Select: 'COUNT',
  })) {
    count += page.Count ?? 0;
  }
  return count;
}

/** An export or a deletion reads at most this many items of one user's partition. */
export const MAX_PARTITION_ITEMS = 10_000;

type Item = Record<string, unknown>;

/** Every item of the user's own partition (`USER#<id>`), profile included, in pages. */
export async function readUserPartition(userId: string): Promise<Item[]> {
  return queryItems(
    { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': partitions.user(userId) }, ConsistentRead: true },
    { maxItems: MAX_PARTITION_ITEMS },
  );
}

/** Items of a user's subscriptions (GSI1 `USER#<id>#SUBS`), newest first. */
export async function readUserSubscriptionItems(userId: string): Promise<Item[]> {
  return queryItems(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': partitions.userSubscriptions(userId) },
      ScanIndexForward: false,
    },
    { maxItems: MAX_PARTITION_ITEMS },
  );
}

/**
 * Items of a user's orders (GSI1 `USER#<id>#ORDERS`), newest first; `limit` stops early, `status`
 * keeps only the orders in that state (read on past the others, 100 a page).
 */
export async function readUserOrderItems(userId: string, limit = MAX_PARTITION_ITEMS, status?: 'completed'): Promise<Item[]> {
  const items = await queryItems(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ...(status ? { FilterExpression: '#status = :status', ExpressionAttributeNames: { '#status': 'status' } } : {}),
      ExpressionAttributeValues: { ':pk': partitions.userOrders(userId), ...(status ? { ':status': status } : {}) },
      ScanIndexForward: false,
      Limit: status ? 100 : Math.min(limit, 100),
    },
    { maxItems: limit },
  );
  return items.slice(0, limit);
}

/** Licence items by key (≤ 100 per call is the caller's business: it batches). */
export async function readItems(itemKeys: { PK: string; SK: string }[]): Promise<Item[]> {
  const found = await Promise.all(itemKeys.map((Key) => ddb.send(new GetCommand({ TableName: tableName, Key }))));
  return found.flatMap((out) => (out.Item ? [out.Item] : []));
}

/** Reads of the partition an erasure makes at most (each reads up to MAX_PARTITION_ITEMS, then deletes them). */
const ERASURE_PASSES = 10;

/** The user's partition still held items after the erasure's last pass (someone kept writing to it). */
export class PartitionNotEmpty extends Error {
  constructor(readonly userId: string) {
    super(`Items remain in the partition of user ${userId} after ${ERASURE_PASSES} passes of deletion`);
    this.name = 'PartitionNotEmpty';
  }
}

/**
 * Deletes every item of the user's partition except the profile shell: entitlements, the
 * active-subscription guard, settings, figures, notifications and whatever social items
 * (favourites, playlists, follows, reviews) live there. Reads the partition again until it finds
 * nothing left, and throws (`BatchIncomplete`, `PartitionNotEmpty`) rather than return while an
 * item remains. Returns how many it deleted; a second run deletes what a failed one left.
 */
export async function deleteUserPartitionItems(userId: string): Promise<number> {
  const profile = keys.user(userId);
  let deleted = 0;
  for (let pass = 0; pass < ERASURE_PASSES; pass++) {
    const doomed = (await readUserPartition(userId))
      .map((item) => ({ PK: String(item.PK), SK: String(item.SK) }))
      .filter((k) => k.SK !== profile.SK);
    if (doomed.length === 0) return deleted;
    await batchDelete(doomed);
    deleted += doomed.length;
  }
  throw new PartitionNotEmpty(userId);
}
