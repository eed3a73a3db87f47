import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface StatCardProps {
  label: string;
  /** Undefined while loading: a placeholder bar keeps the card's height. */
  value: string | undefined;
  icon: LucideIcon;
  /** The icon's text colour class. */
  tone?: string;
}

/** One figure of an admin page's summary row. */
export function StatCard({ label, value, icon: Icon, tone = 'text-brand' }: StatCardProps) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-5">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-muted">{label}</p>
        <Icon aria-hidden="true" className={cn('size-5', tone)} />
      </div>
      <p className="mt-2 text-2xl font-extrabold tabular-nums text-ink" data-testid={`stat-${label}`}>
        {value ?? <span className="inline-block h-7 w-16 animate-pulse rounded bg-raised align-middle" />}
      </p>
    </div>
  );
}
