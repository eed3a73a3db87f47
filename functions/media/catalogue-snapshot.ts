/**
 * The search index's snapshot in the media bucket: every listed song at one catalogue version,
 * gzipped JSON under `catalogue/`. A cold container loads it (one GET) and replays the change log
 * from its version instead of reading the whole catalogue from DynamoDB. See
 * functions/data/README.md, "The search projection".
 *
 * Writes are conditional on the object's ETag (or its absence), so two containers refreshing at
 * once cannot replace each other's newer snapshot with an older one.
 */
import { gunzip, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import * as z from '../../shared/api/zod';
import { Song } from '../../shared/api/catalogue';
import { CATALOGUE_SNAPSHOT_KEY } from '../../shared/constants';
import { corruptSnapshot } from '../lib/faults';
import { logger } from '../lib/log';
import { mediaBucket, s3 } from './s3-client';

const FORMAT = 1;

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

const SnapshotBody = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    format: z.literal(FORMAT),
    version: z.number().check(z.int(), z.nonnegative()),
    writtenAt: z.string(),
    songs: z.array(Song),
  }),
);

export interface CatalogueSnapshot {
  version: number;
  writtenAt: string;
  songs: Song[];
  /** For a conditional replace; undefined when the local S3 does not report one. */
  etag?: string;
}

const errorName = (error: unknown) => (error as { name?: string }).name;
const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * The stored snapshot, or undefined when there is none or it cannot be used (unreadable, another
 * format): the caller then rebuilds from DynamoDB and writes one. The route's role has no
 * ListBucket, so S3 answers a missing object with 403: that reads as missing too (and is logged,
 * in case a grant is wrong; it happens once, before the first snapshot is written).
 */
export async function readSnapshot(): Promise<CatalogueSnapshot | undefined> {
  let bytes: Uint8Array;
  let etag: string | undefined;
  try {
    const { client, sdk } = await s3();
    const out = await client.send(new sdk.GetObjectCommand({ Bucket: mediaBucket, Key: CATALOGUE_SNAPSHOT_KEY }));
    bytes = corruptSnapshot(await out.Body!.transformToByteArray());
    etag = out.ETag;
  } catch (error) {
    if (errorName(error) === 'NoSuchKey' || statusOf(error) === 404) return undefined;
    if (statusOf(error) === 403) {
      logger.warn('catalogue snapshot missing or access denied; rebuilding from the table');
      return undefined;
    }
    throw error;
  }
  try {
    const body = SnapshotBody.parse(JSON.parse((await gunzipAsync(bytes)).toString('utf8')));
    return { version: body.version, writtenAt: body.writtenAt, songs: body.songs, etag };
  } catch (error) {
    logger.warn('catalogue snapshot unreadable; rebuilding from the table', { error });
    return undefined;
  }
}

/**
 * Stores a snapshot. `replaces` is the ETag of the snapshot this one was built on (or `null` when
 * there was none): if another writer got there first the write is skipped and false returned.
 * Without `replaces` the object is overwritten unconditionally (the bulk seed).
 */
export async function writeSnapshot(snapshot: { version: number; songs: Iterable<Song> }, replaces?: string | null): Promise<boolean> {
  const body = JSON.stringify({
    format: FORMAT,
    version: snapshot.version,
    writtenAt: new Date().toISOString(),
    songs: [...snapshot.songs],
  });
  const bytes = await gzipAsync(body, { level: 6 });
  try {
    const { client, sdk } = await s3();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: mediaBucket,
        Key: CATALOGUE_SNAPSHOT_KEY,
        Body: bytes,
        ContentType: 'application/gzip',
        ...(replaces === null ? { IfNoneMatch: '*' } : replaces ? { IfMatch: replaces } : {}),
      }),
    );
    return true;
  } catch (error) {
    const status = statusOf(error);
    if (status === 412 || status === 409) return false; // someone else refreshed it meanwhile
    throw error;
  }
}
