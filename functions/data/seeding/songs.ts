import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchPut } from '../batch';
import { ddb } from '../client';
import { ENTITY, keys } from '../keys';
import { statsIncrement } from '../stats-repo';
import { artistIsKnown, SongRecord, songStatsUpdate, statusCounter } from '../songs-repo';
import { markCatalogueReset } from '../catalogue-log-repo';

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
