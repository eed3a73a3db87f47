import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Deliverable } from '../../shared/api/licenses';
import { toMinor } from '../../shared/money';
import { setFunctionEnv } from '../helpers/function-env';

setFunctionEnv();
const { DEFAULT_TIERS, cheapestCents, withLicenses } = await import('../../functions/domain/licenses/tiers');
const { SearchIndex } = await import('../../functions/domain/catalogue/search-index');

const FILES: Deliverable[] = ['mp3_128', 'mp3_320', 'wav', 'flac', 'stems'];
const tiers = DEFAULT_TIERS.map((t) => ({ ...t, orders: 0, createdAt: '', updatedAt: '' }));
const cents = fc.integer({ min: 0, max: 100_000 });

describe('the price the browse filter compares', () => {
  it('is the price the list shows: the cheapest licence offered, whatever the files, overrides and switched-off tiers', () => {
    fc.assert(
      fc.property(
        cents,
        fc.subarray(FILES),
        fc.dictionary(fc.constantFrom('wav', 'stems', 'unlimited', 'exclusive'), cents),
        fc.subarray(tiers.map((t) => t.id)),
        fc.constantFrom('published' as const, 'sold_out' as const),
        (own, files, overrides, off, status) => {
          const song = {
            id: 's',
            price: own / 100,
            status,
            offer: { files, prices: Object.fromEntries(Object.entries(overrides).map(([t, c]) => [t, c / 100])) },
          };
          const store = tiers.map((t) => ({ ...t, active: !off.includes(t.id) }));
          const shown = withLicenses(song as Parameters<typeof withLicenses>[0], store).price;
          expect(cheapestCents(song as Parameters<typeof cheapestCents>[0], store)).toBe(toMinor(shown));
        },
      ),
    );
  });
});

describe('the browse price filter over the search index', () => {
  const song = (id: string, price: number, wavPrice?: number) =>
    ({
      id,
      title: `Song ${id}`,
      artist: 'Tier Test',
      genre: 'Jazz',
      description: '',
      price,
      status: 'published',
      is_available: true,
      created_at: `2026-11-0${id.length}T00:00:00.000Z`,
      duration: 120,
      rating: 0,
      downloads: 0,
      revenue: 0,
      cover_url: null,
      offer: { files: ['mp3_128', 'mp3_320', 'wav'], prices: wavPrice === undefined ? {} : { wav: wavPrice } },
    }) as Parameters<typeof withLicenses>[0];
  const ids = (index: InstanceType<typeof SearchIndex>, store: typeof tiers, maxPriceCents: number) =>
    index
      .search({ sort: 'newest', limit: 10, maxPriceCents, priceOf: (s) => cheapestCents(s, store), priceKey: store })
      .songs.map((s) => s.id)
      .sort();

  it('follows a changed song and a changed tiers list, though it remembers each row’s price', () => {
    const index = new SearchIndex([song('a', 30, 8), song('b', 30), song('c', 6)]);
    expect(ids(index, tiers, 1000)).toEqual(['a', 'c']);
    index.upsert(song('a', 30));
    expect(ids(index, tiers, 1000)).toEqual(['c']);
    // The MP3 Lease switched off: b and c are only sold as WAV Lease now ($49.99 by default).
    const noMp3 = tiers.map((t) => ({ ...t, active: t.id !== 'mp3' }));
    expect(ids(index, noMp3, 1000)).toEqual([]);
    expect(ids(index, noMp3, 5000)).toEqual(['a', 'b', 'c']);
  });
});
