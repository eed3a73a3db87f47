import type { EarningsPoint } from '../../../../../shared/api/analytics';
import { rightAligned, TableHead } from '../../../components/ui/data-table';

/** A period's figures, in the table's column order. */
const FIGURES = [
  ['commission', 'Commission earned'],
  ['artistNet', 'Net owed to artists'],
  ['payoutsPaid', 'Payouts paid'],
] as const;

const COLUMNS = ['Period', ...FIGURES.map(([, heading]) => rightAligned(heading))];

/**
 * The store's side of artists' sales per period (issue 24), newest first: commission kept, net owed
 * to the artists and payouts paid, from the buckets the ledger's transactions keep. Quiet periods
 * are left out, so a year of days stays a short table.
 */
export function StoreEarningsTable({
  series,
  label,
  format,
}: {
  series: readonly EarningsPoint[];
  label: (period: string) => string;
  format: (amount: number) => string;
}) {
  const rows = series.filter((p) => FIGURES.some(([key]) => p[key] !== 0)).reverse();
  if (rows.length === 0) return <p className="text-sm text-muted">No artist sales or payouts in this period.</p>;
  return (
    <table className="w-full text-left text-sm" aria-label="Store earnings per period">
      <TableHead columns={COLUMNS} className="border-b border-line text-muted" cellClassName="py-2" />
      <tbody>
        {rows.map((p) => (
          <tr key={p.period} className="border-b border-line last:border-0">
            <td className="py-2">{label(p.period)}</td>
            {FIGURES.map(([key]) => (
              <td key={key} className="py-2 text-right tabular-nums">
                {format(p[key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
