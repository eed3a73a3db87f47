/**
 * What an artist earned and what the store owes (issue 24). Every read here is a bounded number of
 * items whatever the number of sales: the balance is one item kept by the sale's and refund's
 * transactions, the chart reads one bucket per day (≤ 90) or month (12), and the sales list is a
 * page of the ledger.
 */
import {
  MIN_PAYOUT_BDT,
  PAYOUT_PROMISE,
  type ArtistEarnings,
  type ArtistSales,
  type EarningsStats,
  type SalesQuery,
  type SalesPoint,
} from '../../../shared/api/artist';
import { toMajor } from '../../../shared/money';
import { getBalance, listEarningBuckets, listEarnings, readEarningsStats, type Balance } from '../../data/artist-ledger-repo';
import { artistKeys } from '../../data/artist-keys';
import { decodeCursor, encodeCursor } from '../../data/cursor';
import { ValidationError } from '../../kernel/errors';
import { requireArtist } from './accounts';

const SALES_PAGE = 50;
const DAY_MS = 86_400_000;

/** The periods of a range, oldest first: days for 7d/30d/90d, months for 12m (UTC). */
export function periodsOf(range: SalesQuery['range'], now: Date): { granularity: 'day' | 'month'; periods: string[] } {
  if (range === '12m') {
    const periods: string[] = [];
    for (let i = 11; i >= 0; i--) {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
      periods.push(d.toISOString().slice(0, 7));
    }
    return { granularity: 'month', periods };
  }
  const days = Number(range.slice(0, -1));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    granularity: 'day',
    periods: Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10)),
  };
}

export async function artistSales(userId: string, query: SalesQuery, now = new Date()): Promise<ArtistSales> {
  await requireArtist(userId);
  const { granularity, periods } = periodsOf(query.range, now);
  const from = periods[0]!;
  const cursor = decodeCursor(query.cursor, ['PK', 'SK']);
  // A cursor names this artist's own ledger only; another partition's key is refused as invalid.
  if (cursor && (cursor.PK !== artistKeys.balance(userId).PK || !cursor.SK?.startsWith(artistKeys.earningPrefix))) {
    throw new ValidationError('Invalid cursor', [{ path: 'query.cursor', message: 'Invalid cursor' }]);
  }
  const [buckets, page] = await Promise.all([
    listEarningBuckets(userId, granularity, from),
    listEarnings(userId, from, SALES_PAGE, cursor),
  ]);
  const byPeriod = new Map(buckets.map((b) => [b.SK.slice(b.SK.indexOf('#') + 1), b]));
  const series: SalesPoint[] = periods.map((period) => {
    const b = byPeriod.get(period);
    return { period, sales: b?.sales ?? 0, gross: toMajor(b?.grossMinor ?? 0), net: toMajor(b?.netMinor ?? 0), plays: b?.plays ?? 0 };
  });
  const sum = (f: (b: (typeof buckets)[number]) => number) => periods.reduce((t, p) => t + (byPeriod.has(p) ? f(byPeriod.get(p)!) : 0), 0);
  return {
    range: query.range,
    currency: 'BDT',
    totals: {
      sales: sum((b) => b.sales),
      gross: toMajor(sum((b) => b.grossMinor)),
      commission: toMajor(sum((b) => b.commissionMinor)),
      net: toMajor(sum((b) => b.netMinor)),
      plays: sum((b) => b.plays),
    },
    series,
    sales: page.items.map((e) => ({
      date: e.at,
      order_id: e.orderId,
      song_id: e.songId,
      song: e.songTitle,
      kind: e.kind,
      gross: toMajor(e.grossMinor),
      commission_rate: e.commissionRate,
      commission: toMajor(e.commissionMinor),
      net: toMajor(e.netMinor),
    })),
    next_cursor: encodeCursor(page.lastKey) ?? null,
  };
}

export const toEarnings = (b: Balance, minPayout = MIN_PAYOUT_BDT): ArtistEarnings => ({
  currency: 'BDT',
  sales: b.sales,
  gross: toMajor(b.grossMinor),
  commission: toMajor(b.commissionMinor),
  net: toMajor(b.netMinor),
  available: toMajor(b.availableMinor),
  held: toMajor(b.heldMinor),
  paid_out: toMajor(b.paidOutMinor),
  min_payout: minPayout,
  payout_promise: PAYOUT_PROMISE,
});

export async function artistEarnings(userId: string): Promise<ArtistEarnings> {
  await requireArtist(userId);
  return toEarnings(await getBalance(userId, true));
}

export async function earningsStats(): Promise<EarningsStats> {
  const s = await readEarningsStats();
  return {
    currency: 'BDT',
    gross_sales: toMajor(s.grossMinor),
    commission: toMajor(s.commissionMinor),
    artists_net: toMajor(s.netMinor),
    paid_out: toMajor(s.paidOutMinor),
    owed_to_artists: toMajor(s.netMinor - s.paidOutMinor),
    open_payouts: s.openPayouts,
  };
}
