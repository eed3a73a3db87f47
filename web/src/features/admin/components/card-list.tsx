import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface CardListProps {
  /** The list's accessible name. */
  label: string;
  /** First load: skeleton cards. */
  pending: boolean;
  busy: boolean;
  /** An earlier page shown while the next one loads: dimmed. */
  stale: boolean;
  /** Shown as the one item when the loaded list is empty; null while there are rows. */
  empty: ReactNode;
  children: ReactNode;
}

/** A phone's view of an admin list: one card per row, skeletons first, a message when nothing matches. */
export function CardList({ label, pending, busy, stale, empty, children }: CardListProps) {
  return (
    <ul aria-label={label} aria-busy={busy} className={cn('transition-opacity', stale && 'opacity-60')}>
      {pending &&
        Array.from({ length: 3 }, (_, i) => (
          <li key={i} className="border-t border-line px-4 py-3">
            <div className="h-16 animate-pulse rounded bg-raised" />
          </li>
        ))}
      {empty}
      {children}
    </ul>
  );
}
