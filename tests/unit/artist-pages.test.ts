import { describe, expect, it } from 'vitest';
import { artistSlug, ARTIST_SLUG_PATTERN } from '../../shared/artists';
import { SearchIndex } from '../../functions/domain/catalogue/search-index';
import { catalogueSong } from '../helpers/songs';

const song = catalogueSong;

describe('artist slugs', () => {
  it('name an artist whatever the case, accents and punctuation, and always fit the path pattern', () => {
    expect(artistSlug('Luna Waves')).toBe('luna-waves');
    expect(artistSlug('  BJÖRK & The Sugarcubes! ')).toBe('bjork-the-sugarcubes');
    expect(artistSlug('DJ  Ärger / 2000')).toBe('dj-arger-2000');
    for (const name of ['Luna Waves', 'Sigur Rós', 'A$AP', '東京 Ensemble']) expect(artistSlug(name)).toMatch(ARTIST_SLUG_PATTERN);
  });
});

describe('SearchIndex.byArtist', () => {
  it("lists an artist's listed songs newest first, and follows renames, unlisting and removal", () => {
    const index = new SearchIndex([
      song({ id: 'a', artist: 'Luna Waves', created_at: '2026-11-01T00:00:00.000Z' }),
      song({ id: 'b', artist: 'luna waves', created_at: '2026-11-03T00:00:00.000Z' }),
      song({ id: 'c', artist: 'Other', created_at: '2026-11-02T00:00:00.000Z' }),
      song({ id: 'd', artist: 'Luna Waves', status: 'draft' }),
    ]);
    expect(index.byArtist('luna-waves').map((s) => s.id)).toEqual(['b', 'a']);

    index.upsert(song({ id: 'c', artist: 'Luna Waves', created_at: '2026-11-02T00:00:00.000Z' }));
    expect(index.byArtist('luna-waves').map((s) => s.id)).toEqual(['b', 'c', 'a']);
    expect(index.byArtist('other')).toEqual([]);

    index.upsert(song({ id: 'b', artist: 'Luna Waves', is_available: false }));
    index.remove('a');
    expect(index.byArtist('luna-waves').map((s) => s.id)).toEqual(['c']);
    index.upsert(song({ id: 'c', artist: 'Renamed' }));
    expect(index.byArtist('luna-waves')).toEqual([]);
    expect(index.byArtist('renamed').map((s) => s.id)).toEqual(['c']);
  });
});
