import { cn } from '../../lib/cn';

/** The support address (useSupportContact), one line under the other. */
export function AddressLines({ lines, className }: { lines: string[]; className?: string }) {
  return lines.map((line) => (
    <span key={line} className={cn('block', className)}>
      {line}
    </span>
  ));
}
