import type { ReactNode } from 'react';

/** One term of a detail list: its label, value and the value's classes. */
export interface DetailItem {
  label: string;
  value: ReactNode;
  className?: string;
}

/** A definition list of label/value pairs, each pair in its own div (a grid cell). */
export function DetailList({ items, className }: { items: readonly DetailItem[]; className?: string }) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.label}>
          <dt className="text-muted">{item.label}</dt>
          <dd className={item.className}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
