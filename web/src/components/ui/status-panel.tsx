import type { ComponentProps, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

export type StatusTone = 'danger' | 'success' | 'brand' | 'plain';

const FRAME: Record<StatusTone, string> = {
  danger: 'border-danger/40 bg-danger/5',
  success: 'border-success/40 bg-success/5',
  brand: 'border-brand/40 bg-brand/5',
  plain: 'border-line bg-surface',
};

const TEXT: Record<StatusTone, string> = { danger: 'text-danger', success: 'text-success', brand: 'text-brand', plain: 'text-ink' };

interface StatusPanelProps extends Omit<ComponentProps<'section'>, 'title'> {
  tone: StatusTone;
  icon: LucideIcon;
  title: ReactNode;
  /** Colour the whole heading in the tone, not only its icon. */
  tintTitle?: boolean;
}

/** A framed outcome (valid, pending, active, rejected): a heading with its icon, in the outcome's colour, then the caller's text. */
export function StatusPanel({ tone, icon: Icon, title, tintTitle, className, children, ...props }: StatusPanelProps) {
  return (
    <section className={cn('rounded-2xl border p-6', FRAME[tone], className)} {...props}>
      <h2 className={cn('flex items-center gap-2 text-lg font-bold', tintTitle && TEXT[tone])}>
        <Icon aria-hidden="true" className={cn('size-5', !tintTitle && TEXT[tone])} />
        {title}
      </h2>
      {children}
    </section>
  );
}
