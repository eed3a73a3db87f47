import { Link } from 'react-router-dom';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface StatCardProps {
  label: string;
  /** Undefined while loading: a placeholder bar keeps the card's height. */
  value: string | undefined;
  icon: LucideIcon;
  /** The icon's text colour class. */
  tone?: string;
  /** Makes the card a link to the screen the figure sums up. */
  to?: string;
  /** A line under the figure (a growth). */
  note?: string;
}

/** One figure of an admin page's summary row. */
export function StatCard({ label, value, icon: Icon, tone = 'text-brand', to, note }: StatCardProps) {
  const body = (
    <>
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-muted">{label}</p>
        <Icon aria-hidden="true" className={cn('size-5', tone)} />
      </div>
      <p className="mt-2 text-2xl font-extrabold tabular-nums text-ink" data-testid={`stat-${label}`}>
        {value ?? <span className="inline-block h-7 w-16 animate-pulse rounded bg-raised align-middle" />}
      </p>
      {note && <p className="mt-1 text-xs text-muted">{note}</p>}
    </>
  );
  const frame = 'rounded-2xl border border-line bg-surface p-5';
  return to ? (
    <Link to={to} className={cn('block transition hover:border-brand/60', frame)}>
      {body}
    </Link>
  ) : (
    <div className={frame}>{body}</div>
  );
}
