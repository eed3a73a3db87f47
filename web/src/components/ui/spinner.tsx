import { cn } from '../../lib/cn';

/** Decorative spinner; the surrounding control carries the accessible busy state. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-4 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent', className)}
    />
  );
}
