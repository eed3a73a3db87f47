import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Deliverable } from '../../shared/api/licenses';
import { toMinor } from '../../shared/money';
import { setFunctionEnv } from '../helpers/function-env';

setFunctionEnv();
const { DEFAULT_TIERS, cheapestCents, withLicenses } = await import('../../functions/domain/licenses/tiers');

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
