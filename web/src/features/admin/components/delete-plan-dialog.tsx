import { useDeletePlan, type Plan } from '../api/pricing';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { failure } from './plan-display';

export const DELETE_PLAN_CONFIRM = 'Are you sure you want to delete this plan?';

export function DeletePlanDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  return (
    <ConfirmActionDialog
      title="Delete plan"
      description={plan.name}
      confirmLabel="Delete Plan"
      danger
      action={useDeletePlan()}
      variables={plan.id}
      done="Plan deleted successfully!"
      onFailure={(error) => failure('Failed to delete plan', error)}
      onClose={onClose}
    >
      {DELETE_PLAN_CONFIRM}
    </ConfirmActionDialog>
  );
}
