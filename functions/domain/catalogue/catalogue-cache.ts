/**
 * The warm container's copy of the search index. Each request reads the catalogue version (one
 * small item); when it moved, the logged changes since our version are applied. A cold container
 * (or one that fell too far behind) starts from the snapshot in the media bucket plus the change
 * log since it, and reads the whole catalogue from DynamoDB only when there is no usable snapshot,
 * writing one afterwards. See functions/data/README.md, "The search projection".
 */
import { readAllSongs } from '../../data/songs-repo';
import { readCatalogueVersion, readChangesSince, type CatalogueChange } from '../../data/catalogue-log-repo';
import { coldWithUnreadableSnapshot } from '../../lib/faults';
import { logger } from '../../lib/log';
import { readSnapshot, writeSnapshot, type CatalogueSnapshot } from '../../media/catalogue-snapshot';
import { SearchIndex } from './search-index';

/** Beyond this many missed versions a rebuild is cheaper than replaying the log. */
const MAX_DELTA = 1000;
/** A container that had to replay this many changes on top of the snapshot writes a fresh one. */
export const SNAPSHOT_REFRESH_CHANGES = 100;
/** … or any change at all on top of a snapshot older than this (the change log expires after 30 days). */
export const SNAPSHOT_REFRESH_AGE_MS = 24 * 3600_000;

interface CacheState {
  version: number;
  index: SearchIndex;
}

let state: CacheState | undefined;
let syncing: Promise<CacheState> | undefined;

/** How the index got current, for the benchmark and tests. */
export const cacheStats = { rebuilds: 0, snapshotLoads: 0, snapshotWrites: 0, deltas: 0, hits: 0 };

function apply(index: SearchIndex, changes: CatalogueChange[]): void {
  for (const change of changes) {
    if (change.kind === 'upsert') index.upsert(change.song);
    else if (change.kind === 'delete') index.remove(change.songId);
  }
}

/** Changes in (from, to], or undefined when replaying them is not possible or not worth it. */
async function changesBetween(from: number, to: number): Promise<CatalogueChange[] | undefined> {
  if (from === to) return [];
  if (from > to || to - from > MAX_DELTA) return undefined;
  return readChangesSince(from, to);
}

/** A failed snapshot write costs the next cold start time, never this request. */
async function storeSnapshot(version: number, index: SearchIndex, replaces?: string | null): Promise<void> {
  try {
    if (await writeSnapshot({ version, songs: index.songs() }, replaces)) cacheStats.snapshotWrites++;
  } catch (error) {
    logger.warn('catalogue snapshot not written', { error });
  }
}

function snapshotIsStale(snapshot: CatalogueSnapshot, version: number): boolean {
  const behind = version - snapshot.version;
  const age = Date.now() - Date.parse(snapshot.writtenAt);
  return behind >= SNAPSHOT_REFRESH_CHANGES || (behind > 0 && !(age < SNAPSHOT_REFRESH_AGE_MS));
}

/**
 * A whole index at `version`: snapshot + log when they reach it, else every song from DynamoDB.
 * The version is read before the songs, so anything written meanwhile is replayed as a delta
 * later (upserts carry the whole song, so replaying one the index already has is harmless).
 */
async function load(version: number, pendingSnapshot: Promise<CatalogueSnapshot | undefined>): Promise<CacheState> {
  const snapshot = await pendingSnapshot.catch((error: unknown) => {
    logger.warn('catalogue snapshot not read', { error });
    return undefined;
  });
  const changes = snapshot && (await changesBetween(snapshot.version, version));
  if (snapshot && changes) {
    const index = new SearchIndex(snapshot.songs);
    apply(index, changes);
    cacheStats.snapshotLoads++;
    if (snapshotIsStale(snapshot, version)) await storeSnapshot(version, index, snapshot.etag ?? null);
    return { version, index };
  }
  const index = new SearchIndex(await readAllSongs());
  cacheStats.rebuilds++;
  await storeSnapshot(version, index, snapshot ? snapshot.etag : null);
  return { version, index };
}

async function sync(): Promise<CacheState> {
  const current = coldWithUnreadableSnapshot() ? undefined : state;
  if (!current) {
    // Cold: fetch the snapshot while the version is read.
    const pendingSnapshot = readSnapshot();
    pendingSnapshot.catch(() => undefined);
    state = await load(await readCatalogueVersion(), pendingSnapshot);
    return state;
  }
  const version = await readCatalogueVersion();
  if (current.version >= version) {
    cacheStats.hits++;
    return current;
  }
  const changes = await changesBetween(current.version, version);
  if (changes) {
    apply(current.index, changes);
    current.version = version;
    cacheStats.deltas++;
    return current;
  }
  state = await load(version, readSnapshot());
  return state;
}

export async function searchIndex(): Promise<SearchIndex> {
  // Concurrent requests in one process (the local gateway) share one sync.
  syncing ??= sync().finally(() => {
    syncing = undefined;
  });
  return (await syncing).index;
}

/**
 * Reads the whole catalogue and stores it as the snapshot, replacing any other (the bulk seed,
 * after writing many songs at once).
 */
export async function refreshCatalogueSnapshot(): Promise<{ version: number; songs: number }> {
  const version = await readCatalogueVersion(true);
  const index = new SearchIndex(await readAllSongs());
  await writeSnapshot({ version, songs: index.songs() });
  state = { version, index };
  return { version, songs: index.size };
}

/** Forget the cached index (tests and the benchmark: the next request is a cold start). */
export function resetSearchCache(): void {
  state = undefined;
}
