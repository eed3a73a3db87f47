import { DECISION_REASON_MAX, type ArtistApplication } from '../../../../../shared/api/artist';
import { useDecideApplication } from '../api/payouts';
import { ReasonDialog } from './reason-dialog';

/** Refuse an artist application with the reason the applicant will read. */
export function RefuseApplicationDialog({ application, onClose }: { application: ArtistApplication; onClose: () => void }) {
  const decide = useDecideApplication();
  return (
    <ReasonDialog
      title="Refuse artist application"
      confirmLabel="Refuse Application"
      prompt={`Why is "${application.artist_name}" refused? ${application.name} reads this reason.`}
      max={DECISION_REASON_MAX}
      required="A reason is required to refuse an application"
      success="Application refused"
      busy={decide.isPending}
      onConfirm={(reason) => decide.mutateAsync({ id: application.user_id, body: { decision: 'refuse', reason } })}
      onClose={onClose}
    />
  );
}
