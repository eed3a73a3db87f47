import { useState } from 'react';
import { toast } from 'sonner';
import { PAYOUT_REASON_MAX, PAYOUT_REFERENCE_MAX, type AdminPayout } from '../../../../../shared/api/artist';
import { ApiError } from '../../../lib/api-client';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useMarkPayoutPaid, useRejectPayout } from '../api/payouts';

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
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const paying = decision === 'pay';
  // The same rules and messages as the route's body (MarkPaidBody, RejectPayoutBody).
  const [field, max] = paying ? (['Reference', PAYOUT_REFERENCE_MAX] as const) : (['Reason', PAYOUT_REASON_MAX] as const);
  const handlers = {
    onSuccess: () => {
      toast.success(paying ? 'Payout marked paid' : 'Payout rejected');
      onClose();
    },
    onError: (error: unknown) => setFailure(error instanceof ApiError ? error.message : 'The action failed'),
  };
  const submit = () => {
    const text = value.trim();
    if (text === '') return setInvalid(`${field} is required`);
    if (text.length > max) return setInvalid(`${field} must be at most ${max} characters`);
    setFailure(undefined);
    if (paying) paid.mutate({ id: payout.id, reference: text }, handlers);
    else reject.mutate({ id: payout.id, reason: text }, handlers);
  };
  const fieldProps = {
    label: paying ? 'Transfer reference' : 'Reason for the artist',
    maxLength: max,
    hint: `Up to ${max} characters`,
    value,
    error: invalid,
    onChange: (event: { target: { value: string } }) => {
      setValue(event.target.value);
      setInvalid(undefined);
    },
  };
  return (
    <FormDialog
      title={paying ? 'Mark payout paid' : 'Reject payout'}
      confirmLabel={paying ? 'Mark Paid' : 'Reject Payout'}
      variant={paying ? 'primary' : 'danger'}
      busy={paid.isPending || reject.isPending}
      error={failure}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onClose={onClose}
      formClassName="grid gap-3"
    >
      <p className="text-sm text-ink [overflow-wrap:anywhere]">
        {paying
          ? `Which transfer paid ${amount} to ${payout.artist_name} (${payout.account})? The artist sees this reference.`
          : `Why is the payout of ${amount} to ${payout.artist_name} rejected? The artist reads this reason.`}
      </p>
      {paying ? <Input {...fieldProps} autoComplete="off" /> : <Textarea {...fieldProps} />}
    </FormDialog>
  );
}
