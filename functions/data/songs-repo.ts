/**
 * Songs: the record, its reads and its counters. The writes that change a listed field are in
 * songs-admin-repo.ts (they bump the catalogue version, catalogue-log-repo.ts).
 */
import { songOffer } from './song-offer';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { Genre, type Song } from '../../shared/api/catalogue';
import { toMajor } from '../../shared/money';
import { AdminSongStatus } from '../../shared/api/songs-admin';
import { NotFoundError } from '../kernel/errors';
import { batchGet } from './batch';
import { ddb, tableName } from './client';
import { counterShardKey, ENTITY, keys, partitions } from './keys';
import { entityType } from './entity-type';
import { counterUpdate, readShardedCounters } from './stats-repo';

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
    /** The artist account that uploaded it from the studio (issue 24); absent for the back office's songs. */
    uploaderId: z.optional(z.string()),
    uploaderName: z.optional(z.string()),
  }),
);
export type SongRecord = z.infer<typeof SongRecord>;

export const SongItem = /* @__PURE__ */ z.lazySchema(() => z.extend(SongRecord, { _type: entityType('song') }));

/** The public shape of a stored song (the API keeps the spec's decimal price fields). */
/** What every view of a song starts with (the API's decimal price). */
export const songBasics = (r: SongRecord) => ({
  id: r.id,
  title: r.title,
  artist: r.artist,
  genre: r.genre,
  description: r.description,
  price: toMajor(r.priceCents),
});

export const toSong = (r: SongRecord): Song => ({
  ...songBasics(r),
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
export const withCover = (song: Omit<Song, 'cover_url'> & { cover_url?: string | null }): Song => ({
  ...song,
  cover_url: song.cover_url ?? null,
});

export async function artistIsKnown(artist: string): Promise<boolean> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.artist(artist.toLowerCase()), ProjectionExpression: 'PK' }));
  return Boolean(out.Item);
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
/** Several songs by id (library), at most 100 per request. */
export async function getSongRecords(songIds: string[]): Promise<SongRecord[]> {
  return (await batchGet(songIds.map((id) => keys.song(id)))).map((item) => SongItem.parse(item));
}

/** The songs stat cards' counter of a status (`STATS/SONGS`). */
export const statusCounter = (status: AdminSongStatus) => `status_${status}`;

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
