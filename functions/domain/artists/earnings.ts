/**
 * What an artist earned and what the store owes (issue 24). Every read here is a bounded number of
 * items whatever the number of sales: the balance is one item kept by the sale's and refund's
 * transactions, the chart reads one bucket per day (≤ 90) or month (12), the table per song one
 * item per song and period with plays or sales, and the sales list is a page of the ledger.
 */
import {
  PAYOUT_PROMISE,
  type ArtistEarnings,
  type ArtistSales,
  type EarningsStats,
  type SalesQuery,
  type SalesPoint,
  type SongSales,
} from '../../../shared/api/artist';
import { toMajor } from '../../../shared/money';
import { getBalance, listEarningBuckets, listEarnings, readEarningsStats, type Balance } from '../../data/artist-ledger-repo';
import { artistKeys } from '../../data/artist-keys';
import { listSongPeriods, type SongPeriod } from '../../data/artist-song-stats-repo';
import { decodeCursor, encodeCursor } from '../../data/cursor';
import { ValidationError } from '../../kernel/errors';
import { cachedSystemSettings } from '../settings/system-settings';
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
  const [buckets, page, songPeriods] = await Promise.all([
    listEarningBuckets(userId, granularity, from),
    listEarnings(userId, from, SALES_PAGE, cursor),
    listSongPeriods(userId, granularity, from),
  ]);
  const byPeriod = new Map(buckets.map((b) => [b.SK.slice(b.SK.indexOf('#') + 1), b]));
  const inRange = new Set(periods);
  const playsByPeriod = new Map<string, number>();
  for (const p of songPeriods) if (inRange.has(p.period)) playsByPeriod.set(p.period, (playsByPeriod.get(p.period) ?? 0) + p.plays);
  const series: SalesPoint[] = periods.map((period) => {
    const b = byPeriod.get(period);
    return {
      period,
      sales: b?.sales ?? 0,
      gross: toMajor(b?.grossMinor ?? 0),
      net: toMajor(b?.netMinor ?? 0),
      plays: playsByPeriod.get(period) ?? 0,
    };
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
      plays: series.reduce((t, p) => t + p.plays, 0),
    },
    series,
    songs: perSong(songPeriods.filter((p) => inRange.has(p.period))),
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

/** The range's song periods summed per song, most sold first, then most played, then by title. */
function perSong(periods: readonly SongPeriod[]): SongSales[] {
  const songs = new Map<
    string,
    { song_id: string; song: string; plays: number; sales: number; grossMinor: number; netMinor: number; last: string }
  >();
  for (const p of periods) {
    const s = songs.get(p.songId) ?? { song_id: p.songId, song: p.songTitle, plays: 0, sales: 0, grossMinor: 0, netMinor: 0, last: '' };
    s.plays += p.plays;
    s.sales += p.sales;
    s.grossMinor += p.grossMinor;
    s.netMinor += p.netMinor;
    // The latest period's title: a song renamed shows its current name.
    if (p.period >= s.last && p.songTitle) [s.song, s.last] = [p.songTitle, p.period];
    songs.set(p.songId, s);
  }
  return [...songs.values()]
    .sort((a, b) => b.sales - a.sales || b.plays - a.plays || a.song.localeCompare(b.song))
    .map(({ song_id, song, plays, sales, grossMinor, netMinor }) => ({
      song_id,
      song,
      plays,
      sales,
      gross: toMajor(grossMinor),
      net: toMajor(netMinor),
    }));
}

export const toEarnings = (b: Balance, minPayout: number): ArtistEarnings => ({
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
  const [, balance, { minPayout }] = await Promise.all([requireArtist(userId), getBalance(userId, true), cachedSystemSettings()]);
  return toEarnings(balance, minPayout);
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
