import { useDeletePlan, type Plan } from '../api/pricing';
import { DeleteDialog } from './confirm-action-dialog';
import { failure } from './plan-display';

export const DELETE_PLAN_CONFIRM = 'Are you sure you want to delete this plan?';

const TEXTS = {
  title: 'Delete plan',
  confirmLabel: 'Delete Plan',
  question: DELETE_PLAN_CONFIRM,
  done: 'Plan deleted successfully!',
  failed: 'Failed to delete plan',
};

export function DeletePlanDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  return <DeleteDialog texts={TEXTS} record={plan} action={useDeletePlan()} onFailure={failure} onClose={onClose} />;
}
