/**
 * Artist accounts (issue 24): the name reservation, the artist profile, the application and the
 * songs an artist uploaded. The earnings ledger is artist-ledger-repo.ts, payouts artist-payouts-repo.ts.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { queryItems, queryPartition } from './batch';
import { ddb, tableName } from './client';
import { ARTIST_ENTITY, artistKeys } from './artist-keys';
import { keys, partitions } from './keys';
import { namedTransaction, updateOp, type NamedOp } from './transaction';

export const ArtistProfile = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    userId: z.string(),
    artistName: z.string(),
    artistSlug: z.string(),
    links: z._default(z.array(z.string()), []),
    createdAt: z.string(),
  }),
);
export type ArtistProfile = z.infer<typeof ArtistProfile>;

export const ArtistApplicationRecord = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    artistName: z.string(),
    artistSlug: z.string(),
    bio: z.string(),
    links: z.array(z.string()),
    status: z.enum(['pending', 'approved', 'refused']),
    reason: z.optional(z.string()),
    createdAt: z.string(),
    decidedAt: z.optional(z.string()),
  }),
);
export type ArtistApplicationRecord = z.infer<typeof ArtistApplicationRecord>;

export class ArtistNameTaken extends Error {}
export class ApplicationNotPending extends Error {}

/** The entries that make `userId` the artist `artistName`: the name reserved (once) and the artist profile. */
export function artistAccountOps(profile: ArtistProfile): NamedOp<'artistName' | 'artistProfile'>[] {
  return [
    {
      name: 'artistName',
      op: {
        Put: {
          TableName: tableName,
          Item: {
            ...artistKeys.account(profile.artistSlug),
            _type: ARTIST_ENTITY.artistAccount,
            userId: profile.userId,
            artistName: profile.artistName,
          },
          // The same account may claim its own name again (an admin saving twice).
          ConditionExpression: 'attribute_not_exists(PK) OR userId = :user',
          ExpressionAttributeValues: { ':user': profile.userId },
        },
      },
    },
    {
      name: 'artistProfile',
      op: {
        Put: { TableName: tableName, Item: { ...artistKeys.profile(profile.userId), _type: ARTIST_ENTITY.artistProfile, ...profile } },
      },
    },
  ];
}

/** Links an account to an artist name outside a role change (the seed's demo artists). */
export async function putArtistAccount(profile: ArtistProfile): Promise<void> {
  await namedTransaction(artistAccountOps(profile), { artistName: () => new ArtistNameTaken() });
}

/** Undoes `putArtistAccount` when the role change that needed it failed: the name is free again. */
export async function releaseArtistAccount(profile: ArtistProfile): Promise<void> {
  await ddb
    .send(
      new DeleteCommand({
        TableName: tableName,
        Key: artistKeys.account(profile.artistSlug),
        ConditionExpression: 'userId = :user',
        ExpressionAttributeValues: { ':user': profile.userId },
      }),
    )
    .catch(() => undefined);
  await ddb.send(new DeleteCommand({ TableName: tableName, Key: artistKeys.profile(profile.userId) }));
}

export async function getArtistProfile(userId: string, consistent = false): Promise<ArtistProfile | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: artistKeys.profile(userId), ConsistentRead: consistent }));
  return out.Item ? ArtistProfile.parse(out.Item) : undefined;
}

/** The item reserving an artist name's slug for the account that holds it. */
export const ArtistAccount = /* @__PURE__ */ z.lazySchema(() => z.object({ userId: z.string(), artistName: z.string() }));
export type ArtistAccount = z.infer<typeof ArtistAccount>;

/** The account that holds an artist name (by slug), if any. */
export async function artistAccountBySlug(slug: string): Promise<ArtistAccount | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: artistKeys.account(slug) }));
  if (!out.Item) return undefined;
  return ArtistAccount.parse(out.Item);
}

export async function putApplication(app: ArtistApplicationRecord): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...artistKeys.application(app.userId),
        ...artistKeys.applicationList(app.status, app.createdAt, app.userId),
        _type: ARTIST_ENTITY.artistApplication,
        ...app,
      },
    }),
  );
}

export async function getApplication(userId: string): Promise<ArtistApplicationRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: artistKeys.application(userId), ConsistentRead: true }));
  return out.Item ? ArtistApplicationRecord.parse(out.Item) : undefined;
}

export const listApplications = (status: 'pending' | 'approved' | 'refused', limit = 100): Promise<ArtistApplicationRecord[]> =>
  queryPartition({ index: 'GSI1', pk: artistKeys.applicationPartition(status), limit }, (i) => ArtistApplicationRecord.parse(i));

/** The application pending → decided, moved to its status's list; fails `application` if decided meanwhile. */
export function applicationDecisionOp(app: ArtistApplicationRecord, status: 'approved' | 'refused', at: string, reason?: string) {
  const list = artistKeys.applicationList(status, app.createdAt, app.userId);
  return updateOp('application', {
    Key: artistKeys.application(app.userId),
    UpdateExpression: `SET #status = :status, decidedAt = :at, GSI1PK = :pk, GSI1SK = :sk${reason ? ', reason = :reason' : ''}`,
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':status': status,
      ':pending': 'pending',
      ':at': at,
      ':pk': list.GSI1PK,
      ':sk': list.GSI1SK,
      ...(reason ? { ':reason': reason } : {}),
    },
  }) satisfies NamedOp<'application'>;
}

export async function decideApplication(
  app: ArtistApplicationRecord,
  status: 'approved' | 'refused',
  at: string,
  reason?: string,
): Promise<void> {
  await namedTransaction([applicationDecisionOp(app, status, at, reason)], { application: () => new ApplicationNotPending() });
}

// ---------------------------------------------------------------------------------------------
// Songs an artist uploaded
// ---------------------------------------------------------------------------------------------

export async function putArtistSong(userId: string, songId: string, at: string): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...artistKeys.song(userId, songId), _type: ARTIST_ENTITY.artistSong, songId, createdAt: at },
    }),
  );
}

/** The ids of the songs in the artist's studio, newest upload first (ULIDs sort by time). */
export async function listArtistSongIds(userId: string): Promise<string[]> {
  const items = await queryItems({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.user(userId).PK, ':prefix': artistKeys.songPrefix },
    ProjectionExpression: 'songId',
    ScanIndexForward: false,
  });
  return items.map((i) => String(i.songId));
}

export async function hasArtistSong(userId: string, songId: string): Promise<boolean> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: artistKeys.song(userId, songId), ProjectionExpression: 'PK' }));
  return out.Item !== undefined;
}

/** Every artist account (the users directory's artist partitions, whatever their status): the report's rows. */
export async function artistIds(): Promise<string[]> {
  const ids: string[] = [];
  for (const status of ['active', 'suspended', 'pending']) {
    const items = await queryItems({
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': partitions.userDirectory('artist', status) },
      ProjectionExpression: 'id',
    });
    ids.push(...items.map((i) => String(i.id)));
  }
  return ids;
}
