/**
 * What a sale earns its artist (issue 24): the song's artist name names the account (one per name),
 * the store's commission rate is read at the approval and snapshotted on the order, and the
 * ledger's entries ride in the approval's and the refund's own transactions.
 */
import { artistSlug } from '../../../shared/artists';
import { toBdtMinor } from '../../../shared/money';
import { artistAccountBySlug } from '../../data/artists-repo';
import { earningOps } from '../../data/artist-ledger-repo';
import type { SaleEarnings } from '../../data/orders-approval-repo';
import type { OrderRecord } from '../../data/orders-repo';
import type { NamedOp } from '../../data/transaction';
import { getSystemSettings } from '../settings/settings';

/** The earnings a song order's approval writes, or none when no account holds the song's artist name. */
export async function saleEarningsFor(
  order: OrderRecord,
  song: { id: string; title: string; artist: string },
  at: string,
): Promise<SaleEarnings | undefined> {
  // The rate read fresh, not from the per-container cache: a change of rate applies to every later sale.
  // Both reads at once: the approval waits on them before its transaction.
  const [account, { commissionRate }] = await Promise.all([artistAccountBySlug(artistSlug(song.artist)), getSystemSettings()]);
  if (!account) return undefined;
  const earning = {
    artistId: account.userId,
    orderId: order.id,
    songId: song.id,
    songTitle: song.title,
    grossMinor: toBdtMinor(order.amountMinor, order.currency),
    commissionRate,
  };
  return { snapshot: { commissionRate, earningsArtistId: account.userId }, ops: earningOps(earning, at, 'sale') };
}

/** The entries reversing a refunded sale's earnings, from the order's snapshot (none if it earned nothing). */
export function refundEarningsFor(order: OrderRecord, at: string): NamedOp<string>[] | undefined {
  if (!order.earningsArtistId || order.commissionRate === undefined || !order.songId) return undefined;
  return earningOps(
    {
      artistId: order.earningsArtistId,
      orderId: order.id,
      songId: order.songId,
      songTitle: order.title,
      grossMinor: toBdtMinor(order.amountMinor, order.currency),
      commissionRate: order.commissionRate,
    },
    at,
    'refund',
  );
}
