import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Song, SongSort } from '../../shared/api/catalogue';
import { GENRES } from '../../shared/constants';
import { isListed, SearchIndex, type SearchQuery } from '../../functions/domain/catalogue/search-index';
import { catalogueSong } from '../helpers/songs';

const song = (over: Partial<Song> & { id: string }): Song => catalogueSong({ rating: 4, ...over });

/** The obviously-correct version the index must agree with. */
function naive(songs: Song[], q: Omit<SearchQuery, 'limit' | 'cursor'>): string[] {
  const needle = q.q?.trim().toLowerCase() ?? '';
  const cents = (s: Song) => Math.round(s.price * 100);
  const rows = songs
    .filter(isListed)
    .filter((s) => !needle || `${s.title.toLowerCase()}\u0000${s.artist.toLowerCase()}`.includes(needle))
    .filter((s) => !q.genre || s.genre.toLowerCase() === q.genre)
    .filter((s) => q.minPriceCents === undefined || cents(s) >= q.minPriceCents)
    .filter((s) => q.maxPriceCents === undefined || cents(s) <= q.maxPriceCents);
  const cmpId = (a: Song, b: Song) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const compare: Record<SongSort, (a: Song, b: Song) => number> = {
    newest: (a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : -cmpId(a, b)),
    price: (a, b) => cents(a) - cents(b) || cmpId(a, b),
    price_desc: (a, b) => cents(b) - cents(a) || -cmpId(a, b),
    title: (a, b) => (a.title.toLowerCase() < b.title.toLowerCase() ? -1 : a.title.toLowerCase() > b.title.toLowerCase() ? 1 : cmpId(a, b)),
  };
  return rows.sort(compare[q.sort]).map((s) => s.id);
}

/** Pages through the index with its cursors and returns every id it served. */
function pageThrough(index: SearchIndex, q: Omit<SearchQuery, 'cursor'>): string[] {
  const ids: string[] = [];
  let cursor: SearchQuery['cursor'];
  for (let pages = 0; pages < 1000; pages++) {
    const result = index.search({ ...q, cursor });
    ids.push(...result.songs.map((s) => s.id));
    if (!result.next) return ids;
    cursor = result.next;
  }
  throw new Error('pagination did not end');
}

const words = ['neon', 'tide', 'blue', 'jazz', 'rock', 'night', 'kaia', 'voss', 'ämbient', 'sun'];
const arbSong = (id: number) =>
  fc
    .record({
      title: fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
      artist: fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 2 }).map((w) => w.join(' ').toUpperCase()),
      genre: fc.constantFrom(...GENRES),
      price: fc.integer({ min: 0, max: 5000 }).map((c) => c / 100),
      status: fc.constantFrom('published', 'published', 'published', 'sold_out', 'draft'),
      is_available: fc.constantFrom(true, true, true, false),
      created_at: fc.integer({ min: 0, max: 20 }).map((d) => new Date(Date.UTC(2026, 9, 1 + d)).toISOString()),
    })
    .map((fields) => song({ id: `S${String(id).padStart(4, '0')}`, ...fields }));

const arbCatalogue = fc.integer({ min: 0, max: 60 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => arbSong(i))));
const arbQuery = fc.record({
  q: fc.option(fc.oneof(fc.constantFrom(...words), fc.constantFrom('ne', 'o', 'IGH', 'ka v', ' ')), { nil: undefined }),
  genre: fc.option(fc.constantFrom(...GENRES.map((g) => g.toLowerCase())), { nil: undefined }),
  minPriceCents: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: undefined }),
  maxPriceCents: fc.option(fc.integer({ min: 1000, max: 5000 }), { nil: undefined }),
  sort: fc.constantFrom<SongSort>('newest', 'price', 'price_desc', 'title'),
  limit: fc.integer({ min: 1, max: 7 }),
});

describe('search index', () => {
  it('serves exactly what a naive filter and sort would, across every page', () => {
    fc.assert(
      fc.property(arbCatalogue, arbQuery, (songs, query) => {
        const index = new SearchIndex(songs);
        expect(pageThrough(index, query)).toEqual(naive(songs, query));
      }),
      { numRuns: 300 },
    );
  });

  it('stays correct when songs change, are withdrawn and come back', () => {
    fc.assert(
      fc.property(arbCatalogue, arbCatalogue, arbQuery, (before, after, query) => {
        const index = new SearchIndex(before);
        const byId = new Map(before.map((s) => [s.id, s]));
        for (const s of after) {
          index.upsert(s);
          byId.set(s.id, s);
        }
        expect(pageThrough(index, query)).toEqual(naive([...byId.values()], query));
      }),
      { numRuns: 200 },
    );
  });

  it('leaves out songs that are sold out or not available', () => {
    const index = new SearchIndex([
      song({ id: 'a', title: 'Listed' }),
      song({ id: 'b', title: 'Sold', status: 'sold_out' }),
      song({ id: 'c', title: 'Hidden', is_available: false }),
    ]);
    expect(index.search({ sort: 'newest', limit: 10 }).songs.map((s) => s.id)).toEqual(['a']);
  });

  it('finds an artist by any part of the name in any case', () => {
    const index = new SearchIndex([song({ id: 'a', artist: 'Kaia Voss' }), song({ id: 'b', artist: 'Oren Lux' })]);
    expect(index.search({ q: 'IA vO', sort: 'newest', limit: 10 }).songs.map((s) => s.id)).toEqual(['a']);
  });

  it('swaps counter-only updates in place without losing order', () => {
    const index = new SearchIndex([song({ id: 'a', price: 1 }), song({ id: 'b', price: 2 })]);
    index.search({ sort: 'price', limit: 10 });
    index.upsert(song({ id: 'a', price: 1, downloads: 42 }));
    expect(index.search({ sort: 'price', limit: 10 }).songs.map((s) => [s.id, s.downloads])).toEqual([
      ['a', 42],
      ['b', 0],
    ]);
  });
});
