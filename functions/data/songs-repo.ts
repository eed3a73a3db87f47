/**
 * Songs, and the catalogue version + change log that keep every warm container's search index
 * current (see domain/catalogue/search-index.ts and functions/data/README.md).
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { Genre, type Song } from '../../shared/api/catalogue';
import { toMajor } from '../../shared/money';
import { AdminSongStatus, SONG_HAS_ORDERS_MESSAGE } from '../../shared/api/songs-admin';
import { ConflictError, NotFoundError, ValidationError } from '../kernel/errors';
import { retryPolicies, withRetry } from '../lib/retry';
import { batchGet, batchPut } from './batch';
import { ddb, tableName } from './client';
import { counterShardKey, ENTITY, keys, partitions } from './keys';
import { entityType } from './entity-type';
import { activityOp, bucketOps } from './analytics-repo';
import { counterUpdate, readShardedCounters, statsIncrement } from './stats-repo';
import { namedTransaction, type NamedOp, TransactionCancelled } from './transaction';
import { songOffer } from './song-offer';

/** Where a song's audio lives in the media bucket. */
export const SongMedia = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    masterKey: z.string(),
    masterContentType: z.string(),
    previewKey: z.string(),
    previewContentType: z.string(),
    /** The 128 kbps MP3 an owner streams with High quality audio off; absent when the master is the only stream. */
    standardKey: z.optional(z.string()),
    /** Licence tiers (issue 25): the 320 kbps MP3 of a WAV or FLAC master, and the stems ZIP. */
    highKey: z.optional(z.string()),
    stemsKey: z.optional(z.string()),
  }),
);
export type SongMedia = z.infer<typeof SongMedia>;

export const SongRecord = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    artist: z.string(),
    genre: Genre,
    description: z.string(),
    priceCents: z.number().check(z.int(), z.nonnegative()),
    status: AdminSongStatus,
    isAvailable: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    durationSeconds: z.number(),
    rating: z.number(),
    downloads: z.number(),
    revenueCents: z.number(),
    media: SongMedia,
    /** What the master is, decided from its content (absent on songs made before uploads existed). */
    format: z.optional(z.enum(['mp3', 'wav', 'flac'])),
    bitrateKbps: z.optional(z.number()),
    sampleRate: z.optional(z.number()),
    /** Waveform peaks, one byte each, base64 (media/waveform.ts). */
    peaks: z.optional(z.string()),
    /** The cover image's key under `covers/` (public through the CDN). */
    coverKey: z.optional(z.string()),
    /** Listeners who favourited it (issue 14), moved with each favourite. */
    likes: z.optional(z.number()),
    /** Reviews: sum and count of the ratings, moved with each review; `rating` is their average. */
    ratingSum: z.optional(z.number()),
    ratingCount: z.optional(z.number()),
    /** Why the review refused it, while its status is `rejected` (shown to the uploader and admins). */
    rejectionReason: z.optional(z.string()),
    /** Licence tiers (issue 25): US cents per tier id where the song does not take the tier's default. */
    tierPrices: z.optional(z.record(z.string(), z.number())),
    /** The licence key of the exclusive that took the song off sale. */
    exclusiveLicenseKey: z.optional(z.string()),
  }),
);
export type SongRecord = z.infer<typeof SongRecord>;

const SongItem = /* @__PURE__ */ z.lazySchema(() => z.extend(SongRecord, { _type: entityType('song') }));

/** The public shape of a stored song (the API keeps the spec's decimal price fields). */
export const toSong = (r: SongRecord): Song => ({
  id: r.id,
  title: r.title,
  artist: r.artist,
  genre: r.genre,
  description: r.description,
  price: toMajor(r.priceCents),
  // A song still processing is shown as a draft outside the back office: never listed, never visible.
  status: r.status === 'processing' ? 'draft' : r.status,
  is_available: r.isAvailable,
  created_at: r.createdAt,
  duration: Math.round(r.durationSeconds),
  // The average of the listeners' reviews; a rating stored without reviews (old demo data) is not shown.
  rating: r.ratingCount ? r.rating : 0,
  downloads: r.downloads,
  revenue: toMajor(r.revenueCents),
  cover_url: r.coverKey ? `/${r.coverKey}` : null,
  offer: songOffer(r),
});

/** A song logged before songs had covers lacks cover_url: it had none. */
const withCover = (song: Omit<Song, 'cover_url'> & { cover_url?: string | null }): Song => ({ ...song, cover_url: song.cover_url ?? null });

const VersionItem = /* @__PURE__ */ z.lazySchema(() => z.object({ version: z.number() }));
const ChangeItem = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    version: z.number(),
    kind: z.enum(['upsert', 'delete', 'reset']),
    songId: z.optional(z.string()),
    song: z.optional(z.unknown()),
  }),
);
type ChangeBody = { kind: 'upsert'; song: Song } | { kind: 'delete'; songId: string } | { kind: 'reset' };
export type CatalogueChange = { version: number } & ChangeBody;

/**
 * Change-log entries outlive any warm container and any search snapshot (refreshed at least daily
 * while the catalogue changes); a gap older than this forces a full rebuild.
 */
const CHANGE_TTL_SECONDS = 30 * 24 * 3600;
export async function readCatalogueVersion(consistent = false): Promise<number> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.catalogueVersion(), ConsistentRead: consistent }));
  return out.Item ? VersionItem.parse(out.Item).version : 0;
}

/**
 * The writes that move the catalogue from `current` to `current + 1` and log the change. The
 * version update is conditional on `current`, so concurrent writers serialise: the loser of a
 * race sees its transaction cancelled and retries with the new version.
 */
function versionBump(current: number, change: ChangeBody, nowSeconds: number) {
  const next = current + 1;
  return [
    {
      name: 'catalogueVersion',
      op: {
        Update: {
          TableName: tableName,
          Key: keys.catalogueVersion(),
          UpdateExpression: 'SET version = :next, #type = :type',
          ConditionExpression: current === 0 ? 'attribute_not_exists(PK)' : 'version = :current',
          ExpressionAttributeNames: { '#type': '_type' },
          ExpressionAttributeValues: {
            ':next': next,
            ':type': ENTITY.catalogueVersion,
            ...(current === 0 ? {} : { ':current': current }),
          },
        },
      },
    },
    {
      name: 'catalogueChange',
      op: {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.catalogueChange(next),
            _type: ENTITY.catalogueChange,
            version: next,
            ...change,
            expiresAt: nowSeconds + CHANGE_TTL_SECONDS,
          },
        },
      },
    },
  ] satisfies NamedOp<string>[];
}

async function artistIsKnown(artist: string): Promise<boolean> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.artist(artist.toLowerCase()), ProjectionExpression: 'PK' }));
  return Boolean(out.Item);
}

/**
 * Creates a song, bumps the catalogue version, logs the change and counts the song (and its
 * artist, the first time the name appears) in one transaction.
 */
export async function createSongRecord(record: SongRecord): Promise<void> {
  const item = { ...keys.song(record.id), ...keys.songList(record.createdAt, record.id), _type: ENTITY.song, ...SongRecord.parse(record) };
  await withRetry(
    retryPolicies.hotItem,
    async () => {
      const [version, knownArtist] = await Promise.all([readCatalogueVersion(true), artistIsKnown(record.artist)]);
      const newArtist = !knownArtist;
      await namedTransaction(
        [
          { name: 'song', op: { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(PK)' } } },
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
    },
    // Another writer moved the catalogue version (or counted this artist) first: read again and retry.
    (error) => error instanceof TransactionCancelled,
  );
}

export async function getSongRecord(songId: string, { consistent = false } = {}): Promise<SongRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.song(songId), ConsistentRead: consistent }));
  return out.Item ? SongItem.parse(out.Item) : undefined;
}

export async function requireSongRecord(songId: string): Promise<SongRecord> {
  const song = await getSongRecord(songId);
  if (!song) throw new NotFoundError('Song not found', 'SONG_NOT_FOUND');
  return song;
}

/** One page of all songs, newest first (GSI1 `SONGS`), optionally within a range of list keys. */
export async function listSongRecords(
  opts: { limit?: number; startKey?: Record<string, unknown>; between?: [string, string]; oldestFirst?: boolean } = {},
) {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: opts.between ? 'GSI1PK = :pk AND GSI1SK BETWEEN :lo AND :hi' : 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': partitions.songs, ...(opts.between ? { ':lo': opts.between[0], ':hi': opts.between[1] } : {}) },
      ScanIndexForward: Boolean(opts.oldestFirst),
      Limit: opts.limit,
      ExclusiveStartKey: opts.startKey,
    }),
  );
  return { records: (out.Items ?? []).map((i) => SongItem.parse(i)), lastKey: out.LastEvaluatedKey };
}

/** Parallel range queries for a full read; each pages through its slice of creation times. */
export const FULL_READ_SEGMENTS = 8;

/**
 * Every song, for a full index build (a cold container without a usable snapshot). The list keys
 * (`<createdAt>#<id>`) between the oldest and newest song are cut into equal time slices read in
 * parallel. Boundaries are bare timestamps, which sort before every key that starts with them, so
 * each key falls in exactly one slice.
 */
export async function readAllSongs(segments = FULL_READ_SEGMENTS): Promise<Song[]> {
  const [oldest, newest] = await Promise.all([listSongRecords({ limit: 1, oldestFirst: true }), listSongRecords({ limit: 1 })]);
  const first = oldest.records[0];
  const last = newest.records[0];
  if (!first || !last) return [];
  const lo = Date.parse(first.createdAt);
  const hi = Date.parse(last.createdAt);
  const slices = Number.isFinite(lo) && Number.isFinite(hi) && hi > lo ? segments : 1;
  const bounds = [keys.songList(first.createdAt, first.id).GSI1SK];
  for (let i = 1; i < slices; i++) bounds.push(new Date(lo + ((hi - lo) * i) / slices).toISOString());
  bounds.push(keys.songList(last.createdAt, last.id).GSI1SK);

  const parts = await Promise.all(
    bounds.slice(0, -1).map(async (from, i) => {
      const songs: Song[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await listSongRecords({ startKey, between: [from, bounds[i + 1]!] });
        for (const r of page.records) songs.push(toSong(r));
        startKey = page.lastKey;
      } while (startKey);
      return songs;
    }),
  );
  return parts.flat();
}

/**
 * Changes in (from, to], oldest first, or undefined when the log no longer covers the gap
 * (expired entries or a bulk reset): the caller then rebuilds from scratch.
 */
export async function readChangesSince(from: number, to: number): Promise<CatalogueChange[] | undefined> {
  const changes: CatalogueChange[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': partitions.catalogueChanges,
          ':from': keys.catalogueChange(from + 1).SK,
          ':to': keys.catalogueChange(to).SK,
        },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const raw of out.Items ?? []) {
      const item = ChangeItem.parse(raw);
      if (item.kind === 'reset') return undefined;
      if (item.kind === 'delete' && item.songId) changes.push({ version: item.version, kind: 'delete', songId: item.songId });
      if (item.kind === 'upsert') changes.push({ version: item.version, kind: 'upsert', song: withCover(item.song as Song) });
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  const complete = changes.length === to - from && changes.every((c, i) => c.version === from + 1 + i);
  return complete ? changes : undefined;
}

/**
 * Logs a bulk change (the scale seed writes songs in batches): every warm index rebuilds.
 */
export async function markCatalogueReset(): Promise<void> {
  await withRetry(
    retryPolicies.hotItem,
    async () => {
      const version = await readCatalogueVersion(true);
      await namedTransaction(versionBump(version, { kind: 'reset' }, Math.floor(Date.now() / 1000)), {}, retryPolicies.none);
    },
    // Another writer moved the catalogue version (or counted this artist) first: read again and retry.
    (error) => error instanceof TransactionCancelled,
  );
}

/** Counts downloads and revenue on a song; counters are not listed fields, so no version bump. */
export async function addSongCounters(songId: string, downloads: number, revenueCents: number): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.song(songId),
      UpdateExpression: 'ADD downloads :d, revenueCents :r',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':d': downloads, ':r': revenueCents },
    }),
  );
}

/**
 * Creates many new songs at once (the demo seed): validated like `createSongRecord`, then written
 * as `bulkPutSongRecords` does, with one catalogue version bump for all of them.
 */
export async function createSongRecords(records: readonly SongRecord[]): Promise<void> {
  await bulkPutSongRecords(records.map((r) => SongRecord.parse(r)));
}

/**
 * Writes many songs at once (the scale seed). Not transactional: it logs a catalogue reset
 * afterwards so warm indexes rebuild, and adds the counts in one update.
 */
export async function bulkPutSongRecords(records: SongRecord[], concurrency = 8): Promise<void> {
  const items = records.map((r) => ({ ...keys.song(r.id), ...keys.songList(r.createdAt, r.id), _type: ENTITY.song, ...r }));
  // Lower-cased name → the spelling first seen, as createSongRecord stores it.
  const artists = [...new Map(records.toReversed().map((r) => [r.artist.toLowerCase(), r.artist])).entries()];
  const known = await Promise.all(artists.map(([lower]) => artistIsKnown(lower)));
  const newArtists = artists.filter((_, i) => !known[i]);
  const artistItems = newArtists.map(([lower, name]) => ({ ...keys.artist(lower), _type: ENTITY.artist, name }));
  await batchPut([...items, ...artistItems], { concurrency });
  await ddb.send(new UpdateCommand(statsIncrement({ totalSongs: records.length, totalArtists: newArtists.length }).Update));
  const perStatus: Record<string, number> = { total: records.length };
  for (const r of records) perStatus[statusCounter(r.status)] = (perStatus[statusCounter(r.status)] ?? 0) + 1;
  await ddb.send(new UpdateCommand(songStatsUpdate(perStatus).Update));
  await markCatalogueReset();
}

/** Several songs by id (library), at most 100 per request. */
export async function getSongRecords(songIds: string[]): Promise<SongRecord[]> {
  return (await batchGet(songIds.map((id) => keys.song(id)))).map((item) => SongItem.parse(item));
}

/** The songs stat cards' counter of a status (`STATS/SONGS`). */
const statusCounter = (status: AdminSongStatus) => `status_${status}`;

/** A transaction entry adding to the songs stat cards (songs per status, revenue). */
export const songStatsUpdate = (deltas: Record<string, number>, shard = 0) =>
  counterUpdate(counterShardKey(keys.songStats(), shard), ENTITY.songStats, deltas);

const SongStatsItem = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    total: z._default(z.number(), 0),
    status_published: z._default(z.number(), 0),
    status_pending: z._default(z.number(), 0),
    revenueCents: z._default(z.number(), 0),
  }),
);

/** The songs' counters: `STATS/SONGS` and its shards (a sale's `revenueCents`), summed. */
export async function readSongStats() {
  return SongStatsItem.parse(await readShardedCounters(keys.songStats()));
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
  await withRetry(
    retryPolicies.hotItem,
    async () => {
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
    },
    // Another writer moved the catalogue version (or counted this artist) first: read again and retry.
    (error) => error instanceof TransactionCancelled,
  );
}

/**
 * Deletes a song that nobody has ordered (no `orderCount`, kept by the order writes, and no
 * revenue), takes it out of the counters and logs the deletion for the search index. A song
 * with orders is refused with a 400 whose message says 'existing orders' (admin §8).
 */
export async function deleteSongRecord(record: SongRecord): Promise<void> {
  await withRetry(
    retryPolicies.hotItem,
    async () => {
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
    },
    // Another writer moved the catalogue version (or counted this artist) first: read again and retry.
    (error) => error instanceof TransactionCancelled,
  );
}

/** Every song record, newest first (the back office list filters and sorts these in memory). */
export async function readAllSongRecords(): Promise<SongRecord[]> {
  const records: SongRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await listSongRecords({ startKey });
    records.push(...page.records);
    startKey = page.lastKey;
  } while (startKey);
  return records;
}

/** A transaction entry counting an order of a song on the song (a song with orders cannot be deleted). */
export const songOrderCountOp = (songId: string) => ({
  Update: {
    TableName: tableName,
    Key: keys.song(songId),
    UpdateExpression: 'ADD orderCount :one',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':one': 1 },
  },
});
