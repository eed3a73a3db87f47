/**
 * The warm container's copy of the search index. Each request reads the catalogue version
 * (one small item); when it moved, the logged changes since our version are applied, and only a
 * cold container, or one that fell too far behind, reads the whole catalogue.
 */
import { readAllSongs, readCatalogueVersion, readChangesSince } from '../../data/songs-repo';
import { SearchIndex } from './search-index';

/** Beyond this many missed versions a rebuild is cheaper than replaying the log. */
const MAX_DELTA = 1000;

interface CacheState {
  version: number;
  index: SearchIndex;
}

let state: CacheState | undefined;
let syncing: Promise<CacheState> | undefined;

/** What the last request cost, for the benchmark. */
export const cacheStats = { rebuilds: 0, deltas: 0, hits: 0 };

async function sync(): Promise<CacheState> {
  const version = await readCatalogueVersion();
  const current = state;
  if (current && current.version >= version) {
    cacheStats.hits++;
    return current;
  }
  if (current && version - current.version <= MAX_DELTA) {
    const changes = await readChangesSince(current.version, version);
    if (changes) {
      for (const change of changes) {
        if (change.kind === 'upsert') current.index.upsert(change.song);
        else if (change.kind === 'delete') current.index.remove(change.songId);
      }
      current.version = version;
      cacheStats.deltas++;
      return current;
    }
  }
  // The version is read before the songs: anything written meanwhile is replayed as a delta later.
  const index = new SearchIndex(await readAllSongs());
  cacheStats.rebuilds++;
  state = { version, index };
  return state;
}

export async function searchIndex(): Promise<SearchIndex> {
  // Concurrent requests in one process (the local gateway) share one sync.
  syncing ??= sync().finally(() => {
    syncing = undefined;
  });
  return (await syncing).index;
}

/** Forget the cached index (tests and the scale seed). */
export function resetSearchCache(): void {
  state = undefined;
}
