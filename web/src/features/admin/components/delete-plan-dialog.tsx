import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
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
    <Dialog open onClose={() => !remove.isPending && onClose()} title="Delete plan" description={plan.name}>
      <p className="text-sm text-ink">{DELETE_PLAN_CONFIRM}</p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button variant="danger" loading={remove.isPending} onClick={confirm}>
          Delete Plan
        </Button>
      </div>
    </Dialog>
  );
}
