/**
 * What a sale earns its artist (issue 24): the song's artist name names the account (one per name),
 * the store's commission rate is read at the approval and snapshotted on the order, and the
 * ledger's entries and balance ride in the approval's and the refund's own transactions (a sale's
 * day, month and store figures follow its commit: sale-figures-repo.ts).
 */
import { artistSlug } from '../../../shared/artists';
import { toBdtMinor } from '../../../shared/money';
import { artistAccountBySlug } from '../../data/artists-repo';
import { earningEntryOps, earningFigureOps, orderEarning } from '../../data/artist-ledger-repo';
import { readSaleInputs, type SaleEarnings } from '../../data/orders-approval-repo';
import type { OrderRecord } from '../../data/orders-repo';
import type { RefundEarnings } from '../../data/refunds-repo';
import type { SongRecord } from '../../data/songs-repo';
import { SYSTEM_SETTING } from '../settings/maintenance';
import { systemSettingsFrom } from '../settings/settings';

/**
 * A song order's sale as its approval finds it: the song, and the earnings the approval writes
 * (none when no account holds the song's artist name). The song, the account of the artist as
 * ordered and the commission rate (fresh, not the per-container cache: a change of rate applies to
 * every later sale) are one read; the account is read again only if the song's artist was renamed since.
 */
export async function saleOf(order: OrderRecord, songId: string, at: string): Promise<{ song?: SongRecord; earnings?: SaleEarnings }> {
  const ordered = order.songArtist ? artistSlug(order.songArtist) : undefined;
  const { song, account, setting } = await readSaleInputs(songId, ordered, SYSTEM_SETTING);
  if (!song) return {};
  const slug = artistSlug(song.artist);
  const holder = slug === ordered ? account : await artistAccountBySlug(slug);
  if (!holder) return { song };
  const { commissionRate } = systemSettingsFrom(setting);
  const earning = {
    artistId: holder.userId,
    orderId: order.id,
    songId: song.id,
    songTitle: song.title,
    grossMinor: toBdtMinor(order.amountMinor, order.currency),
    commissionRate,
  };
  return { song, earnings: { snapshot: { commissionRate, earningsArtistId: holder.userId }, ops: earningEntryOps(earning, at, 'sale') } };
}

/** The entries reversing a refunded sale's earnings, from the order's snapshot (none if it earned nothing). */
export function refundEarningsFor(order: OrderRecord, at: string): RefundEarnings | undefined {
  const earning = orderEarning(order);
  return earning && { entries: earningEntryOps(earning, at, 'refund'), figures: earningFigureOps(earning, at, -1) };
}
