import { cn } from '../../../lib/cn';

/** An order closed by an exclusive sale whose manual payment the admin still has to pay back. */
export function RefundDueBadge({ className }: { className?: string }) {
  return (
    <span
      data-testid="refund-due"
      className={cn(
        'inline-flex w-fit items-center rounded-full border border-danger/40 bg-danger/10 px-2 py-0.5 text-xs font-semibold text-danger',
        className,
      )}
    >
      Refund due
    </span>
  );
}
