import { MapPin } from 'lucide-react';
import { cn } from '../../lib/cn';

/** The support address (useSupportContact), one line under the other. */
export function AddressLines({ lines, className }: { lines: string[]; className?: string }) {
  return lines.map((line) => (
    <span key={line} className={cn('block', className)}>
      {line}
    </span>
  ));
}

/** The support address beside a map pin, as the footer and the support widget show it; nothing when there is none. */
export function PinnedAddress({ lines, as: Box, className }: { lines: string[]; as: 'address' | 'span'; className: string }) {
  if (lines.length === 0) return null;
  return (
    <Box className={className}>
      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <AddressLines lines={lines} />
      </span>
    </Box>
  );
}
