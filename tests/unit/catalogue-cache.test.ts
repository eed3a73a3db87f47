/**
 * How a container's search index gets current: warm hits, replayed changes, the snapshot in the
 * media bucket on a cold start, and a rebuild from the table when the snapshot cannot be used.
 * The table and the bucket are replaced by in-memory fakes; search-index.test.ts covers search.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Song } from '../../shared/api/catalogue';
import type { CatalogueChange } from '../../functions/data/catalogue-log-repo';
import type { CatalogueSnapshot } from '../../functions/media/catalogue-snapshot';
import { catalogueSong } from '../helpers/songs';

const fake = vi.hoisted(() => ({
  version: 0,
  songs: [] as Song[],
  changes: [] as CatalogueChange[],
  snapshot: undefined as CatalogueSnapshot | undefined,
  readSnapshotError: undefined as Error | undefined,
  writeSnapshotError: undefined as Error | undefined,
  calls: { readAll: 0, readSnapshot: 0, writes: [] as { version: number; ids: string[]; replaces: string | null | undefined }[] },
}));

vi.mock('../../functions/data/songs-repo', () => ({
  readAllSongs: async () => {
    fake.calls.readAll++;
    return [...fake.songs];
  },
}));
vi.mock('../../functions/data/catalogue-log-repo', () => ({
  readCatalogueVersion: async () => fake.version,
  readChangesSince: async (from: number, to: number) => {
    const wanted = fake.changes.filter((c) => c.version > from && c.version <= to);
    if (wanted.some((c) => c.kind === 'reset')) return undefined;
    return wanted.length === to - from ? wanted : undefined;
  },
}));

vi.mock('../../functions/media/catalogue-snapshot', () => ({
  readSnapshot: async () => {
    fake.calls.readSnapshot++;
    if (fake.readSnapshotError) throw fake.readSnapshotError;
    return fake.snapshot && { ...fake.snapshot, songs: [...fake.snapshot.songs] };
  },
  writeSnapshot: async (snapshot: { version: number; songs: Iterable<Song> }, replaces?: string | null) => {
    if (fake.writeSnapshotError) throw fake.writeSnapshotError;
    const songs = [...snapshot.songs];
    fake.calls.writes.push({ version: snapshot.version, ids: songs.map((s) => s.id).sort(), replaces });
    fake.snapshot = { version: snapshot.version, writtenAt: new Date().toISOString(), songs, etag: `"etag-${snapshot.version}"` };
    return true;
  },
}));

const { searchIndex, resetSearchCache, refreshCatalogueSnapshot, cacheStats, SNAPSHOT_REFRESH_CHANGES } =
  await import('../../functions/domain/catalogue/catalogue-cache');
const { logger } = await import('../../functions/lib/log');

const song = (id: string, over: Partial<Song> = {}): Song =>
  catalogueSong({
    id,
    title: `Title ${id}`,
    artist: 'Artist',
    created_at: `2026-11-01T00:00:00.${id.padStart(3, '0').slice(-3)}Z`,
    rating: 4,
    ...over,
  });

const listedIds = async () =>
  (await searchIndex())
    .search({ sort: 'title', limit: 1000 })
    .songs.map((s) => s.id)
    .sort();

/** Moves the fake table forward by one logged change. */
function change(body: { kind: 'upsert'; song: Song } | { kind: 'delete'; songId: string } | { kind: 'reset' }) {
  fake.version++;
  fake.changes.push({ version: fake.version, ...body });
  if (body.kind === 'upsert') fake.songs = [...fake.songs.filter((s) => s.id !== body.song.id), body.song];
  if (body.kind === 'delete') fake.songs = fake.songs.filter((s) => s.id !== body.songId);
}

beforeEach(() => {
  resetSearchCache();
  Object.assign(fake, {
    version: 0,
    songs: [],
    changes: [],
    snapshot: undefined,
    readSnapshotError: undefined,
    writeSnapshotError: undefined,
  });
  fake.calls = { readAll: 0, readSnapshot: 0, writes: [] };
  for (const key of Object.keys(cacheStats) as (keyof typeof cacheStats)[]) cacheStats[key] = 0;
  for (const id of ['1', '2', '3']) change({ kind: 'upsert', song: song(id) });
});

describe('a cold container', () => {
  it('with no snapshot reads the table once and stores a snapshot only if none appeared meanwhile', async () => {
    expect(await listedIds()).toEqual(['1', '2', '3']);
    expect(fake.calls.readAll).toBe(1);
    expect(fake.calls.writes).toEqual([{ version: 3, ids: ['1', '2', '3'], replaces: null }]);
  });

  it('starts from the snapshot and replays only the changes since it, without reading the table', async () => {
    fake.snapshot = { version: 3, writtenAt: new Date().toISOString(), songs: fake.songs, etag: '"a"' };
    change({ kind: 'upsert', song: song('4') });
    change({ kind: 'delete', songId: '2' });
    change({ kind: 'upsert', song: song('1', { is_available: false }) });
    expect(await listedIds()).toEqual(['3', '4']);
    expect(fake.calls.readAll).toBe(0);
    expect(cacheStats.snapshotLoads).toBe(1);
    expect(fake.calls.writes).toEqual([]); // 3 changes behind a fresh snapshot: not worth rewriting
  });

  it(`rewrites a snapshot that is ${SNAPSHOT_REFRESH_CHANGES} changes behind, conditional on the one it read`, async () => {
    fake.snapshot = { version: 3, writtenAt: new Date().toISOString(), songs: fake.songs, etag: '"old"' };
    for (let i = 0; i < SNAPSHOT_REFRESH_CHANGES; i++) change({ kind: 'upsert', song: song(String(100 + i)) });
    expect((await listedIds()).length).toBe(3 + SNAPSHOT_REFRESH_CHANGES);
    expect(fake.calls.readAll).toBe(0);
    expect(fake.calls.writes).toHaveLength(1);
    expect(fake.calls.writes[0]).toMatchObject({ version: 3 + SNAPSHOT_REFRESH_CHANGES, replaces: '"old"' });
    expect(fake.calls.writes[0]!.ids).toHaveLength(3 + SNAPSHOT_REFRESH_CHANGES);
  });

  it('rewrites a day-old snapshot once anything changed since', async () => {
    fake.snapshot = { version: 3, writtenAt: new Date(Date.now() - 25 * 3600_000).toISOString(), songs: fake.songs, etag: '"old"' };
    change({ kind: 'upsert', song: song('4') });
    expect(await listedIds()).toEqual(['1', '2', '3', '4']);
    expect(fake.calls.writes).toMatchObject([{ version: 4, replaces: '"old"' }]);
  });

  it('rebuilds from the table when the change log no longer reaches back to the snapshot', async () => {
    fake.snapshot = { version: 3, writtenAt: new Date().toISOString(), songs: fake.songs, etag: '"old"' };
    change({ kind: 'upsert', song: song('4') });
    fake.changes = fake.changes.filter((c) => c.version !== 4); // expired from the log
    change({ kind: 'upsert', song: song('5') });
    expect(await listedIds()).toEqual(['1', '2', '3', '4', '5']);
    expect(fake.calls.readAll).toBe(1);
    expect(fake.calls.writes).toMatchObject([{ version: 5, replaces: '"old"' }]);
  });

  it('rebuilds when the snapshot is ahead of the table (a recreated table)', async () => {
    fake.snapshot = { version: 50, writtenAt: new Date().toISOString(), songs: [song('9')], etag: '"x"' };
    expect(await listedIds()).toEqual(['1', '2', '3']);
    expect(fake.calls.readAll).toBe(1);
  });

  it('still answers when the bucket cannot be read or written', async () => {
    fake.readSnapshotError = new Error('S3 down');
    fake.writeSnapshotError = new Error('S3 down');
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    expect(await listedIds()).toEqual(['1', '2', '3']);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('a warm container', () => {
  it('answers from memory while the version stands, then applies just the new changes', async () => {
    await listedIds();
    await listedIds();
    expect(cacheStats).toMatchObject({ rebuilds: 1, hits: 1, deltas: 0 });
    change({ kind: 'upsert', song: song('4') });
    expect(await listedIds()).toEqual(['1', '2', '3', '4']);
    expect(cacheStats).toMatchObject({ rebuilds: 1, deltas: 1 });
    expect(fake.calls.readSnapshot).toBe(1);
  });

  it('meeting a bulk reset loads the snapshot the seed wrote instead of reading the table', async () => {
    await listedIds();
    for (const id of ['10', '11']) fake.songs.push(song(id));
    change({ kind: 'reset' });
    await refreshCatalogueSnapshot(); // what the bulk seed does after writing
    resetSearchCache();
    await listedIds(); // another container, warm at version 3
    fake.calls.readAll = 0;
    expect(await listedIds()).toEqual(['1', '10', '11', '2', '3']);
    expect(fake.calls.readAll).toBe(0);
  });
});
