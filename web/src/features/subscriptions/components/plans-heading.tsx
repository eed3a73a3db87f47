import type { ReactNode } from 'react';

/** The heading of the plans pages (/pricing, /subscription/plans): a small brand line over the page's title, centred. */
export function PlansHeading({
  eyebrow,
  title,
  className,
  children,
}: {
  eyebrow: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <p className="text-sm font-semibold uppercase tracking-widest text-brand">{eyebrow}</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
      {children}
    </div>
  );
}
