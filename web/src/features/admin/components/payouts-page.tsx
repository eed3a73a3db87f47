import { useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { formatLedgerTaka as taka } from '../../../lib/format-locale';
import type { AdminPayout } from '../../../../../shared/api/artist';
import { downloadEarningsReport, useAdminPayouts, useEarningsStats } from '../api/payouts';
import { AdminHeader } from './admin-layout';
import { AdminTable } from './admin-table';
import { PayoutDecisionDialog, type PayoutDecision } from './payout-decision-dialog';
import { FigureList, type Figure } from './figure-list';

const METHOD: Record<string, string> = { bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket', bank: 'Bank' };
const STATUSES = ['requested', 'paid', 'rejected'] as const;
const failure = (error: unknown) => (error instanceof ApiError ? error.message : 'The action failed');

/** The marketplace's money (issue 24): artists' gross sales, the store's commission, and what it owes them. */
export function EarningsSummary() {
  const stats = useEarningsStats().data;
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await downloadEarningsReport(), `artist-earnings-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      toast.error(failure(error));
    } finally {
      setExporting(false);
    }
  };
  const cells: Figure[] = [
    ['Gross sales (artists)', stats && taka(stats.gross_sales)],
    ['Store commission', stats && taka(stats.commission)],
    ['Owed to artists', stats && taka(stats.owed_to_artists)],
    ['Paid out', stats && taka(stats.paid_out)],
  ];
  return (
    <section aria-label="Artist earnings" className="mt-4 rounded-2xl border border-line bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-semibold text-ink">Artist earnings</h2>
        <Button variant="secondary" size="sm" loading={exporting} onClick={() => void exportCsv()}>
          {!exporting && <Download aria-hidden="true" className="size-4" />}
          Artist earnings report (CSV)
        </Button>
      </div>
      <FigureList figures={cells} look="tiles" />
    </section>
  );
}

/** /admin/payouts: artists' payout requests, oldest first, paid with a reference or rejected with a reason. */
export function AdminPayoutsPage() {
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('requested');
  const payouts = useAdminPayouts(status);
  const [deciding, setDeciding] = useState<{ payout: AdminPayout; decision: PayoutDecision }>();
  return (
    <>
      <AdminHeader
        title="Payouts"
        description={`Artists' payout requests. We promise payment within ${payouts.data?.promise ?? '5–7 business days'}.`}
      />
      <EarningsSummary />
      <div role="group" aria-label="Payout status" className="mt-6 flex gap-2">
        {STATUSES.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={s === status ? 'primary' : 'secondary'}
            aria-pressed={s === status}
            onClick={() => setStatus(s)}
          >
            {s[0]!.toUpperCase() + s.slice(1)}
          </Button>
        ))}
      </div>
      <section aria-label="Payout requests" className="mt-4 overflow-x-auto rounded-2xl border border-line bg-surface">
        {payouts.data?.payouts.length === 0 ? (
          <p className="p-5 text-sm text-muted">No {status} payouts.</p>
        ) : (
          <AdminTable columns={['Artist', 'Amount', 'Method', 'Account', 'Requested', 'Balance', 'Action']}>
            {payouts.data?.payouts.map((p) => (
              <tr key={p.id} className="border-b border-line last:border-0" data-payout-id={p.id}>
                <td className="px-4 py-2 font-medium text-ink">{p.artist_name}</td>
                <td className="px-4 py-2 tabular-nums">{taka(p.amount)}</td>
                <td className="px-4 py-2">{METHOD[p.method]}</td>
                <td className="px-4 py-2 tabular-nums">{p.account}</td>
                <td className="px-4 py-2">{p.age_days === 0 ? 'Today' : `${p.age_days} day${p.age_days === 1 ? '' : 's'} ago`}</td>
                <td className="px-4 py-2 tabular-nums">{taka(p.balance)}</td>
                <td className="px-4 py-2">
                  {p.status === 'requested' ? (
                    <span className="flex gap-2">
                      <Button size="sm" onClick={() => setDeciding({ payout: p, decision: 'pay' })}>
                        Mark paid
                      </Button>
                      <Button size="sm" variant="danger" onClick={() => setDeciding({ payout: p, decision: 'reject' })}>
                        Reject
                      </Button>
                    </span>
                  ) : (
                    <span className="text-muted">
                      {p.status === 'paid' ? `Paid · ${p.reference ?? ''}` : `Rejected · ${p.reason ?? ''}`}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
      {deciding && (
        <PayoutDecisionDialog
          payout={deciding.payout}
          decision={deciding.decision}
          amount={taka(deciding.payout.amount)}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </>
  );
}
