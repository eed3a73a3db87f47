/** Trending songs (issue 21): the week's days summed per song, sales weighing more than plays, only listed songs. */
import { describe, expect, it, vi } from 'vitest';
import { SearchIndex } from '../../functions/domain/catalogue/search-index';
import type { Song } from '../../shared/api/catalogue';
import { catalogueSong } from '../helpers/songs';

const days = new Map<string, { songId: string; plays: number; sales: number; score: number }[]>();
const read: string[] = [];

vi.mock('../../functions/data/trending-repo', () => ({
  SALE_WEIGHT: 5,
  topOfDay: async (day: string) => {
    read.push(day);
    return days.get(day) ?? [];
  },
}));

const song = (id: string, created: string, overrides: Partial<Song> = {}): Song =>
  catalogueSong({ id, title: id, artist: 'Someone', price: 2.49, created_at: created, ...overrides });

vi.mock('../../functions/domain/catalogue/catalogue-cache', () => ({
  searchIndex: async () =>
    new SearchIndex([
      song('a', '2026-01-01T00:00:00.000Z'),
      song('b', '2026-01-02T00:00:00.000Z'),
      song('c', '2026-01-03T00:00:00.000Z'),
      song('gone', '2026-01-04T00:00:00.000Z', { status: 'draft' }),
    ]),
}));

const entry = (songId: string, plays: number, sales: number) => ({ songId, plays, sales, score: plays + 5 * sales });

describe('trendingSongs', () => {
  it('reads exactly the last 7 UTC days and ranks by the summed score: one sale outweighs four plays', async () => {
    const { trendingSongs } = await import('../../functions/domain/catalogue/trending');
    days.set('2026-11-27', [entry('a', 4, 0), entry('gone', 50, 0)]);
    days.set('2026-11-25', [entry('b', 0, 1), entry('a', 0, 0)]);
    days.set('2026-11-21', [entry('c', 3, 0)]);
    // Eight days back: outside the window, never read.
    days.set('2026-11-20', [entry('c', 100, 0)]);

    const songs = await trendingSongs(new Date('2026-11-27T12:00:00.000Z'));

    expect(read.sort()).toEqual(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(songs.map((s) => s.id)).toEqual(['b', 'a', 'c']);
  });

  it('breaks a tie with the newer song and leaves out songs with no score', async () => {
    const { trendingSongs } = await import('../../functions/domain/catalogue/trending');
    days.clear();
    days.set('2026-11-27', [entry('a', 2, 0), entry('c', 2, 0), entry('b', 0, 0)]);
    const songs = await trendingSongs(new Date('2026-11-27T12:00:00.000Z'));
    expect(songs.map((s) => s.id)).toEqual(['c', 'a']);
  });
});
