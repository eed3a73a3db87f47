/**
 * The artist earnings report (issue 24): one CSV row per artist and month from the artists' month
 * buckets (kept in the sale's and refund's transactions, so the totals equal the ledger's), and a
 * totals row. Cells are formula-safe (kernel/csv.ts).
 */
import type { EarningsReportQuery } from '../../../shared/api/artist';
import { toMajor } from '../../../shared/money';
import { artistIds, getArtistProfile, listEarningBuckets } from '../../data/artists-repo';
import { csvCell } from '../../kernel/csv';

const HEADER = ['artist', 'artist_id', 'month', 'sales', 'gross_bdt', 'commission_bdt', 'net_bdt'];

export async function artistEarningsCsv(query: EarningsReportQuery): Promise<string> {
  const rows: string[][] = [];
  const total = { sales: 0, gross: 0, commission: 0, net: 0 };
  for (const id of await artistIds()) {
    const [profile, months] = await Promise.all([getArtistProfile(id), listEarningBuckets(id, 'month', query.from)]);
    for (const m of months) {
      const month = m.SK.slice(m.SK.indexOf('#') + 1);
      if (month > query.to) continue;
      total.sales += m.sales;
      total.gross += m.grossMinor;
      total.commission += m.commissionMinor;
      total.net += m.netMinor;
      rows.push([
        profile?.artistName ?? '',
        id,
        month,
        String(m.sales),
        ...[m.grossMinor, m.commissionMinor, m.netMinor].map((v) => toMajor(v).toFixed(2)),
      ]);
    }
  }
  rows.push([
    'Total',
    '',
    `${query.from}..${query.to}`,
    String(total.sales),
    ...[total.gross, total.commission, total.net].map((v) => toMajor(v).toFixed(2)),
  ]);
  return [HEADER, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
