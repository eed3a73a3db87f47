/** Creating, editing and deleting a song: each in one transaction with the catalogue version bump and the counters. */
import { SONG_HAS_ORDERS_MESSAGE } from '../../shared/api/songs-admin';
import { ConflictError, ValidationError } from '../kernel/errors';
import { retryPolicies } from '../lib/retry';
import { tableName } from './client';
import { ENTITY, keys } from './keys';
import { activityOp, bucketOps } from './analytics-repo';
import { statsIncrement } from './stats-repo';
import { namedTransaction, putNewOp } from './transaction';
import { artistIsKnown, SongRecord, songStatsUpdate, statusCounter, toSong } from './songs-repo';
import { readCatalogueVersion, retryCatalogueRace, versionBump } from './catalogue-log-repo';

/**
 * Creates a song, bumps the catalogue version, logs the change and counts the song (and its
 * artist, the first time the name appears) in one transaction.
 */
export async function createSongRecord(record: SongRecord): Promise<void> {
  const item = { ...keys.song(record.id), ...keys.songList(record.createdAt, record.id), _type: ENTITY.song, ...SongRecord.parse(record) };
  await retryCatalogueRace(async () => {
    const [version, knownArtist] = await Promise.all([readCatalogueVersion(true), artistIsKnown(record.artist)]);
    const newArtist = !knownArtist;
    await namedTransaction(
      [
        putNewOp('song', item),
        ...versionBump(version, { kind: 'upsert', song: toSong(record) }, Math.floor(Date.now() / 1000)),
        { name: 'storeStats', op: statsIncrement(newArtist ? { totalSongs: 1, totalArtists: 1 } : { totalSongs: 1 }) },
        { name: 'songStats', op: songStatsUpdate({ total: 1, [statusCounter(record.status)]: 1 }) },
        ...bucketOps(record.createdAt, { newSongs: 1 }),
        activityOp({ kind: 'upload', message: `New song added: ${record.title} by ${record.artist}`, at: record.createdAt }),
        ...(newArtist
          ? [
              {
                name: 'artist' as const,
                op: {
                  Put: {
                    TableName: tableName,
                    Item: { ...keys.artist(record.artist.toLowerCase()), _type: ENTITY.artist, name: record.artist },
                    ConditionExpression: 'attribute_not_exists(PK)',
                  },
                },
              },
            ]
          : []),
      ],
      { song: () => new ConflictError('A song with this id already exists', 'SONG_EXISTS') },
      retryPolicies.none,
    );
  });
}
const LISTENER_COUNTERS = ['likes', 'ratingSum', 'ratingCount'] as const;

/** Each listener counter (likes, review sums) still absent, or equal to its value in `r`. */
const listenerCounterCondition = (r: SongRecord): string =>
  LISTENER_COUNTERS.map((name) => (r[name] === undefined ? `attribute_not_exists(${name})` : `${name} = :seen_${name}`)).join(' AND ');

const listenerCounterValues = (r: SongRecord): Record<string, number> =>
  Object.fromEntries(LISTENER_COUNTERS.flatMap((name) => (r[name] === undefined ? [] : [[`:seen_${name}`, r[name]]])));

/** The song changed since it was read (another admin saved first). */
export class SongChanged extends Error {}

/**
 * Replaces a song read as `previous` with `next` (same id and creation time), moves the status
 * counters and logs the change for the search index, in one transaction. The write is conditional
 * on `previous.updatedAt`, so two concurrent edits cannot both win silently: the loser gets
 * SongChanged. A catalogue-version race retries.
 */
export async function replaceSongRecord(previous: SongRecord, next: SongRecord): Promise<void> {
  const item = { ...keys.song(next.id), ...keys.songList(next.createdAt, next.id), _type: ENTITY.song, ...SongRecord.parse(next) };
  const statusMoved = previous.status !== next.status;
  await retryCatalogueRace(async () => {
    const [version, knownArtist] = await Promise.all([readCatalogueVersion(true), artistIsKnown(next.artist)]);
    await namedTransaction(
      [
        {
          name: 'song',
          op: {
            Put: {
              TableName: tableName,
              Item: item,
              // The listeners' counters must be as read too: the whole item is put back, and a like
              // or review saved meanwhile would otherwise be lost from them.
              ConditionExpression: `attribute_exists(PK) AND updatedAt = :seen AND ${listenerCounterCondition(previous)}`,
              ExpressionAttributeValues: { ':seen': previous.updatedAt, ...listenerCounterValues(previous) },
            },
          },
        },
        ...versionBump(version, { kind: 'upsert', song: toSong(next) }, Math.floor(Date.now() / 1000)),
        ...(statusMoved
          ? [
              {
                name: 'songStats' as const,
                op: songStatsUpdate({ [statusCounter(previous.status)]: -1, [statusCounter(next.status)]: 1 }),
              },
            ]
          : []),
        ...(knownArtist
          ? []
          : [
              { name: 'storeStats' as const, op: statsIncrement({ totalArtists: 1 }) },
              {
                name: 'artist' as const,
                op: {
                  Put: {
                    TableName: tableName,
                    Item: { ...keys.artist(next.artist.toLowerCase()), _type: ENTITY.artist, name: next.artist },
                    ConditionExpression: 'attribute_not_exists(PK)',
                  },
                },
              },
            ]),
      ],
      { song: () => new SongChanged() },
      retryPolicies.none,
    );
  });
}

/**
 * Deletes a song that nobody has ordered (no `orderCount`, kept by the order writes, and no
 * revenue), takes it out of the counters and logs the deletion for the search index. A song
 * with orders is refused with a 400 whose message says 'existing orders' (admin §8).
 */
export async function deleteSongRecord(record: SongRecord): Promise<void> {
  await retryCatalogueRace(async () => {
    const version = await readCatalogueVersion(true);
    await namedTransaction(
      [
        {
          name: 'song',
          op: {
            Delete: {
              TableName: tableName,
              Key: keys.song(record.id),
              ConditionExpression:
                'attribute_exists(PK) AND (attribute_not_exists(orderCount) OR orderCount = :zero) AND (attribute_not_exists(revenueCents) OR revenueCents = :zero)',
              ExpressionAttributeValues: { ':zero': 0 },
            },
          },
        },
        ...versionBump(version, { kind: 'delete', songId: record.id }, Math.floor(Date.now() / 1000)),
        { name: 'storeStats', op: statsIncrement({ totalSongs: -1 }) },
        { name: 'songStats', op: songStatsUpdate({ total: -1, [statusCounter(record.status)]: -1 }) },
      ],
      { song: () => new ValidationError(SONG_HAS_ORDERS_MESSAGE) },
      retryPolicies.none,
    );
  });
}
