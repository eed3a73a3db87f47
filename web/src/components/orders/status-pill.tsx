import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A status's colours by what it means to the reader: still moving, done, failed, or taken back. */
const TONE = {
  pending: 'border-brand/40 bg-brand/10 text-brand',
  done: 'border-success/40 bg-success/10 text-success',
  failed: 'border-danger/40 bg-danger/10 text-danger',
  undone: 'border-line bg-raised text-muted',
} as const;

export type StatusTone = keyof typeof TONE;

interface StatusPillProps {
  status: string;
  tone: StatusTone;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** A status as a small coloured pill; `data-status` carries the raw status for styling hooks and tests. */
export function StatusPill({ status, tone, className, children, ...rest }: StatusPillProps) {
  return (
    <span
      data-status={status}
      {...rest}
      className={cn('inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold', TONE[tone], className)}
    >
      {children}
    </span>
  );
}
