/** A figure's label and its value, undefined while it loads. */
export type Figure = [label: string, value: string | undefined];

const LOOK = {
  /** One figure a line, label left and value right, as in a panel. */
  rows: {
    list: 'divide-y divide-line',
    item: 'flex items-center justify-between py-2 text-sm',
    label: 'text-muted',
    value: 'font-semibold tabular-nums text-ink',
  },
  /** Large values in a grid, label above. */
  tiles: {
    list: 'mt-3 grid grid-cols-2 gap-4 xl:grid-cols-4',
    item: undefined,
    label: 'text-sm text-muted',
    value: 'text-xl font-bold tabular-nums text-ink',
  },
} as const;

/** Labelled figures of the back office; one not loaded yet shows '…'. */
export function FigureList({ figures, look }: { figures: Figure[]; look: keyof typeof LOOK }) {
  const css = LOOK[look];
  return (
    <dl className={css.list}>
      {figures.map(([label, value]) => (
        <div key={label} className={css.item}>
          <dt className={css.label}>{label}</dt>
          <dd className={css.value}>{value ?? '…'}</dd>
        </div>
      ))}
    </dl>
  );
}
