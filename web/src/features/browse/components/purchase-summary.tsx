import { formatPrice } from '../../../lib/currency';
import type { Song } from '../api/songs';

/**
 * What is being bought, at the top of the purchase dialog: the song, the licence tier when one is
 * chosen, and the price in taka (with dollars once the buyer is choosing how to pay).
 */
export function PurchaseSummary({ song, price, tierName }: { song: Song; price?: number; tierName?: string }) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-line bg-canvas p-4">
      <div className="min-w-0">
        <p className="truncate font-semibold text-ink">{song.title}</p>
        <p className="truncate text-sm text-muted">{song.artist}</p>
        {tierName && (
          <p className="mt-1 text-sm font-semibold text-ink" data-testid="purchase-tier">
            {tierName}
          </p>
        )}
      </div>
      {price === undefined ? (
        <p className="text-xl font-extrabold tabular-nums text-brand">{formatPrice(song.price, 'BDT')}</p>
      ) : (
        <div className="text-right">
          <p className="text-xl font-extrabold tabular-nums text-brand" data-testid="purchase-price">
            {formatPrice(price, 'BDT')}
          </p>
          <p className="text-xs tabular-nums text-muted">{formatPrice(price, 'USD')}</p>
        </div>
      )}
    </div>
  );
}
