import type { LucideIcon } from 'lucide-react';

export interface StatTileProps {
  icon: LucideIcon;
  label: string;
  value: string;
  testId: string;
}

/** One figure of a listener's own stats (dashboard, My Analytics): icon, label, the value large. */
export function StatTile({ icon: Icon, label, value, testId }: StatTileProps) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-5">
      <Icon aria-hidden="true" className="size-5 text-brand" />
      <p className="mt-3 text-sm text-muted">{label}</p>
      <p className="mt-1 text-2xl font-extrabold tabular-nums" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

/** A row of stat tiles, four across on a wide screen. */
export function StatTiles({ tiles }: { tiles: StatTileProps[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {tiles.map((tile) => (
        <StatTile key={tile.testId} {...tile} />
      ))}
    </div>
  );
}
