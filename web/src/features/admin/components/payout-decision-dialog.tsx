import { PAYOUT_REASON_MAX, PAYOUT_REFERENCE_MAX, type AdminPayout } from '../../../../../shared/api/artist';
import { useMarkPayoutPaid, useRejectPayout } from '../api/payouts';
import { ReasonDialog } from './reason-dialog';

export type PayoutDecision = 'pay' | 'reject';

interface Props {
  payout: AdminPayout;
  decision: PayoutDecision;
  /** The payout's amount as the page shows it. */
  amount: string;
  onClose: () => void;
}

/** Mark a payout paid with its transfer reference, or reject it with the reason the artist reads. */
export function PayoutDecisionDialog({ payout, decision, amount, onClose }: Props) {
  const paid = useMarkPayoutPaid();
  const reject = useRejectPayout();
  const paying = decision === 'pay';
  // The same rules and messages as the route's body (MarkPaidBody, RejectPayoutBody).
  const [field, max] = paying ? (['Reference', PAYOUT_REFERENCE_MAX] as const) : (['Reason', PAYOUT_REASON_MAX] as const);
  return (
    <ReasonDialog
      title={paying ? 'Mark payout paid' : 'Reject payout'}
      confirmLabel={paying ? 'Mark Paid' : 'Reject Payout'}
      variant={paying ? 'primary' : 'danger'}
      prompt={
        paying
          ? `Which transfer paid ${amount} to ${payout.artist_name} (${payout.account})? The artist sees this reference.`
          : `Why is the payout of ${amount} to ${payout.artist_name} rejected? The artist reads this reason.`
      }
      label={paying ? 'Transfer reference' : 'Reason for the artist'}
      max={max}
      required={`${field} is required`}
      field={field}
      singleLine={paying}
      success={paying ? 'Payout marked paid' : 'Payout rejected'}
      busy={paid.isPending || reject.isPending}
      onConfirm={(text) =>
        paying ? paid.mutateAsync({ id: payout.id, reference: text }) : reject.mutateAsync({ id: payout.id, reason: text })
      }
      onClose={onClose}
    />
  );
}
