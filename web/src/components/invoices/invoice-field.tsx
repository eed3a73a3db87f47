import type { ReactNode } from 'react';

/** One labelled value of an invoice (a `<dt>`/`<dd>` pair; place inside a `<dl>`). */
export function InvoiceField({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{label}</dt>
      <dd className="mt-1 text-sm text-ink">{children}</dd>
    </div>
  );
}
