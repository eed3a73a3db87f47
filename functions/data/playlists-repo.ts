/** A listener's playlists (`PLAYLIST#<id>` in their partition, counted on `COLLECTION`) and their public share links. */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { PLAYLISTS_PER_USER_MAX } from '../../shared/artists';
import { ConflictError, NotFoundError, UnprocessableError } from '../kernel/errors';
import { queryPartition } from './batch';
import { ddb, tableName } from './client';
import { isConditionalCheckFailed } from './dynamo-errors';
import { ENTITY, keys, partitions, sortKeyPrefixes } from './keys';
import { namedTransaction, putNewOp } from './transaction';
import { collectionCount, queryPrefix } from './library-repo';

export const PLAYLIST_NOT_FOUND = 'Playlist not found';
const playlistNotFound = () => new NotFoundError(PLAYLIST_NOT_FOUND, 'PLAYLIST_NOT_FOUND');
// ---------------------------------------------------------------- playlists

export const PlaylistRecord = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    name: z.string(),
    songIds: z.array(z.string()),
    songCount: z.number(),
    durationSeconds: z.number(),
    shareId: z.optional(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type PlaylistRecord = z.infer<typeof PlaylistRecord>;
export type PlaylistHeader = Omit<PlaylistRecord, 'songIds'>;
const PlaylistHeader = /* @__PURE__ */ z.lazySchema(() => z.omit(PlaylistRecord, { songIds: true }));

const playlistItem = (p: PlaylistRecord) => ({
  ...keys.playlist(p.userId, p.id),
  ...(p.shareId ? keys.playlistShare(p.shareId) : {}),
  _type: ENTITY.playlist,
  ...PlaylistRecord.parse(p),
});

const PLAYLISTS_FULL = `You can have at most ${PLAYLISTS_PER_USER_MAX} playlists. Delete one to create another.`;

export async function insertPlaylist(p: PlaylistRecord): Promise<void> {
  await namedTransaction(
    [putNewOp('playlist', playlistItem(p)), { name: 'counts', op: collectionCount(p.userId, 'playlists', 1, PLAYLISTS_PER_USER_MAX) }],
    { counts: () => new UnprocessableError(PLAYLISTS_FULL, 'PLAYLISTS_LIMIT') },
  );
}

export async function getPlaylistRecord(userId: string, playlistId: string): Promise<PlaylistRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.playlist(userId, playlistId), ConsistentRead: true }));
  return out.Item ? PlaylistRecord.parse(out.Item) : undefined;
}

/** Replaces a playlist read as `previous`; a change saved meanwhile (another tab) makes it a 409. */
export async function replacePlaylist(previous: PlaylistRecord, next: PlaylistRecord): Promise<void> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName,
        Item: playlistItem(next),
        ConditionExpression: 'attribute_exists(PK) AND updatedAt = :seen',
        ExpressionAttributeValues: { ':seen': previous.updatedAt },
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailed(error))
      throw new ConflictError('The playlist was changed meanwhile. Please reload and try again.', 'PLAYLIST_CHANGED');
    throw error;
  }
}

export async function deletePlaylistRecord(userId: string, playlistId: string): Promise<void> {
  await namedTransaction(
    [
      {
        name: 'playlist',
        op: { Delete: { TableName: tableName, Key: keys.playlist(userId, playlistId), ConditionExpression: 'attribute_exists(PK)' } },
      },
      { name: 'counts', op: collectionCount(userId, 'playlists', -1) },
    ],
    { playlist: playlistNotFound },
  );
}

/** The user's playlists without their song lists (at most 100 items), newest first. */
export async function listPlaylistHeaders(userId: string): Promise<PlaylistHeader[]> {
  const items = await queryPrefix(userId, sortKeyPrefixes.playlist, {
    descending: true,
    projection: ['id', 'userId', 'name', 'songCount', 'durationSeconds', 'shareId', 'createdAt', 'updatedAt'],
  });
  return items.map((i) => PlaylistHeader.parse(i));
}

/** The playlist a public link names, if it is still shared. */
export async function findSharedPlaylist(shareId: string): Promise<PlaylistRecord | undefined> {
  const [playlist] = await queryPartition({ index: 'GSI1', pk: partitions.sharedPlaylist(shareId), limit: 1 }, (i) =>
    PlaylistRecord.parse(i),
  );
  return playlist;
}
