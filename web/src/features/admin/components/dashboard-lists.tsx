import type { ReactNode } from 'react';
import { useStoreMoney } from '../hooks/use-store-money';
import type { ActivityItem, TopSong } from '../api/analytics';
import { NameLines } from '../../../components/ui/name-lines';

/** `2026-11-24T13:05:00Z` → "24 Nov, 13:05" in the viewer's time zone. */
export function activityTime(iso: string): string {
  const d = new Date(iso);
  const month = d.toLocaleString('en-GB', { month: 'short' });
  return `${d.getDate()} ${month}, ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

export function TopSongsList({ songs, loading }: { songs: readonly TopSong[] | undefined; loading: boolean }) {
  const { fromTaka } = useStoreMoney();
  if (loading) return <p className="text-sm text-muted">Loading…</p>;
  if (!songs || songs.length === 0) return <p className="text-sm text-muted">No song data available</p>;
  return (
    <ol className="divide-y divide-line">
      {songs.map((s, i) => (
        <li key={s.id} className="flex items-center gap-3 py-2.5">
          <span className="w-5 text-sm font-bold text-muted tabular-nums">{i + 1}</span>
          <div className="min-w-0 flex-1">
            <NameLines name={s.title} detail={s.artist} />
          </div>
          <div className="text-right text-sm">
            <p className="font-semibold tabular-nums text-ink">{fromTaka(s.revenue)}</p>
            <p className="text-muted tabular-nums">{s.sales === 1 ? '1 sale' : `${s.sales} sales`}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function ActivityList({ items, loading }: { items: readonly ActivityItem[] | undefined; loading: boolean }) {
  if (loading) return <p className="text-sm text-muted">Loading…</p>;
  if (!items || items.length === 0) return <p className="text-sm text-muted">No recent activity</p>;
  return (
    <ul className="divide-y divide-line">
      {items.map((a) => (
        <li key={a.id} className="flex items-start justify-between gap-3 py-2.5 text-sm">
          <span className="min-w-0 text-ink [overflow-wrap:anywhere]">{a.message}</span>
          <time dateTime={a.time} className="shrink-0 text-muted tabular-nums">
            {activityTime(a.time)}
          </time>
        </li>
      ))}
    </ul>
  );
}

/** A titled box of the dashboard and analytics screens. */
export function Panel({
  title,
  action,
  children,
  className,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`rounded-2xl border border-line bg-surface p-5 ${className ?? ''}`}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
