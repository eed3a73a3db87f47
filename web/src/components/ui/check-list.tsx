import type { ComponentProps } from 'react';
import { Check, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

interface CheckListProps extends ComponentProps<'ul'> {
  items: readonly string[];
  /** The mark before each item; a check by default. */
  icon?: LucideIcon;
}

/** What a plan includes: one line an item, each behind a green mark. */
export function CheckList({ items, icon: Icon = Check, className, ...props }: CheckListProps) {
  return (
    <ul className={cn('text-sm text-ink/90', className)} {...props}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {item}
        </li>
      ))}
    </ul>
  );
}
