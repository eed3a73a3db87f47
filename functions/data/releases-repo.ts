/**
 * New-release mails (issue 20): a published song leaves a `RELEASES` item for a week; the sweep
 * finds each artist's followers through GSI1 (`FOLLOWERS#<slug>`, written with each follow) and
 * keeps, per listener, the day of the last mail and the newest release it told of
 * (`RELEASE_DIGEST`), so at most one mail a day and no release twice.
 */
import { putIf } from './conditional';
import { DeleteCommand, GetCommand, paginateQuery, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { ddb, tableName } from './client';
import { entityType } from './entity-type';
import { ENTITY, keys } from './keys';

/** How long a release waits for the sweep: a listener whose mails failed for days gets it later still. */
export const RELEASE_KEEP_SECONDS = 7 * 24 * 3600;

const ReleaseItem = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    _type: entityType('release'),
    songId: z.string(),
    title: z.string(),
    artist: z.string(),
    slug: z.string(),
    publishedAt: z.string(),
  }),
);
export type Release = Omit<z.infer<typeof ReleaseItem>, '_type'>;

const FollowerItem = /* @__PURE__ */ z.lazySchema(() => z.object({ _type: entityType('follow'), PK: z.string(), createdAt: z.string() }));

const DigestItem = /* @__PURE__ */ z.lazySchema(() =>
  z.object({ _type: entityType('releaseDigest'), day: z.string(), sentThrough: z.string() }),
);
export type DigestState = Omit<z.infer<typeof DigestItem>, '_type'>;

/** Records a song's first publication (a later republish within the week changes nothing). */
export async function putRelease(release: Release, now = new Date()): Promise<void> {
  await putIf({
    Item: {
      ...keys.release(release.songId),
      _type: ENTITY.release,
      ...release,
      expiresAt: Math.floor(now.getTime() / 1000) + RELEASE_KEEP_SECONDS,
    },
    ConditionExpression: 'attribute_not_exists(PK)',
  });
}

/** Releases published after `since` (the TTL may lag, so older ones are filtered out here). */
export async function listReleases(since: string): Promise<Release[]> {
  const releases: Release[] = [];
  const pages = paginateQuery(
    { client: ddb },
    { TableName: tableName, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.release('').PK } },
  );
  for await (const out of pages) {
    for (const item of out.Items ?? []) {
      const parsed = ReleaseItem.safeParse(item);
      if (parsed.success && parsed.data.publishedAt > since) {
        const { _type: _, ...release } = parsed.data;
        releases.push(release);
      }
    }
  }
  return releases;
}

/** Every follower of an artist with when they followed. */
export async function listFollowers(slug: string): Promise<{ userId: string; since: string }[]> {
  const followers: { userId: string; since: string }[] = [];
  const pages = paginateQuery(
    { client: ddb },
    {
      TableName: tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.followerIndex(slug, '').GSI1PK },
    },
  );
  for await (const out of pages) {
    for (const item of out.Items ?? []) {
      const parsed = FollowerItem.safeParse(item);
      if (parsed.success) followers.push({ userId: parsed.data.PK.replace(/^USER#/, ''), since: parsed.data.createdAt });
    }
  }
  return followers;
}

export async function getDigestState(userId: string): Promise<DigestState | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.releaseDigest(userId), ConsistentRead: true }));
  const parsed = DigestItem.safeParse(out.Item);
  return parsed.success ? { day: parsed.data.day, sentThrough: parsed.data.sentThrough } : undefined;
}

/**
 * Claims today's mail for the listener: true for the one sweep that wrote `state`, false when a
 * mail already went out today (another sweep, or earlier).
 */
export async function claimDigest(userId: string, state: DigestState): Promise<boolean> {
  const written = await putIf({
    Item: { ...keys.releaseDigest(userId), _type: ENTITY.releaseDigest, ...state },
    ConditionExpression: 'attribute_not_exists(PK) OR #day <> :day',
    ExpressionAttributeNames: { '#day': 'day' },
    ExpressionAttributeValues: { ':day': state.day },
  });
  if (!written) return false;
  return true;
}

/** Puts back the state from before a claim whose mail could not be sent. */
export async function restoreDigest(userId: string, previous: DigestState | undefined): Promise<void> {
  if (previous) {
    await ddb.send(
      new PutCommand({ TableName: tableName, Item: { ...keys.releaseDigest(userId), _type: ENTITY.releaseDigest, ...previous } }),
    );
  } else {
    await ddb.send(new DeleteCommand({ TableName: tableName, Key: keys.releaseDigest(userId) }));
  }
}
