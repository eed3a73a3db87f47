import { cn } from '../../lib/cn';

/** The pulsing box a card's place holds while its data loads; the height comes with `className`. */
export function CardSkeleton({ className }: { className: string }) {
  return <div aria-busy="true" className={cn('animate-pulse rounded-2xl bg-surface', className)} />;
}
