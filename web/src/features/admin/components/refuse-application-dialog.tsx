import { useState } from 'react';
import { toast } from 'sonner';
import { DECISION_REASON_MAX, type ArtistApplication } from '../../../../../shared/api/artist';
import { ApiError } from '../../../lib/api-client';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Textarea } from '../../../components/ui/textarea';
import { useDecideApplication } from '../api/payouts';

/** Refuse an artist application with the reason the applicant will read. */
export function RefuseApplicationDialog({ application, onClose }: { application: ArtistApplication; onClose: () => void }) {
  const decide = useDecideApplication();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    const text = reason.trim();
    if (text === '') return setError('A reason is required to refuse an application');
    if (text.length > DECISION_REASON_MAX) return setError(`Reason must be at most ${DECISION_REASON_MAX} characters`);
    decide.mutate(
      { id: application.user_id, body: { decision: 'refuse', reason: text } },
      {
        onSuccess: () => {
          toast.success('Application refused');
          onClose();
        },
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : 'The action failed'),
      },
    );
  };
  return (
    <FormDialog
      title="Refuse artist application"
      confirmLabel="Refuse Application"
      variant="danger"
      busy={decide.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onClose={onClose}
      formClassName="grid gap-3"
    >
      <p className="text-sm text-ink [overflow-wrap:anywhere]">
        Why is &quot;{application.artist_name}&quot; refused? {application.name} reads this reason.
      </p>
      <Textarea
        label="Reason"
        maxLength={DECISION_REASON_MAX}
        hint={`Up to ${DECISION_REASON_MAX} characters`}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
    </FormDialog>
  );
}
