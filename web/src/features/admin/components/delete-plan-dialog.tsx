import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeletePlan, type Plan } from '../api/pricing';
import { failure } from './plan-display';

export const DELETE_PLAN_CONFIRM = 'Are you sure you want to delete this plan?';

export function DeletePlanDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const remove = useDeletePlan();
  const confirm = () =>
    remove.mutate(plan.id, {
      onSuccess: () => {
        toast.success('Plan deleted successfully!');
        onClose();
      },
      onError: (error) => {
        failure('Failed to delete plan', error);
        onClose();
      },
    });
  return (
    <ConfirmDialog
      title="Delete plan"
      description={plan.name}
      confirmLabel="Delete Plan"
      danger
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {DELETE_PLAN_CONFIRM}
    </ConfirmDialog>
  );
}
