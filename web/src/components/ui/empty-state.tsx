import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { buttonClasses } from './button';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  text?: string;
  /** A link onwards, shown as a button (e.g. to browse music). */
  action?: { to: string; label: string };
  iconClassName?: string;
}

/** The card a list shows instead of its items when it has none. */
export function EmptyState({ icon: Icon, title, text, action, iconClassName = 'size-8' }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-line bg-surface p-10 text-center">
      <Icon aria-hidden="true" className={cn(iconClassName, 'text-muted')} />
      <p className="mt-3 font-semibold text-ink">{title}</p>
      {text && <p className="mt-1 text-sm text-muted">{text}</p>}
      {action && (
        <Link to={action.to} className={buttonClasses({ className: 'mt-4' })}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
