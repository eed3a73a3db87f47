import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../../lib/cn';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** One answer open at a time; opening another closes the first. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const base = useId();
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${base}-q-${item.id}`;
        const panelId = `${base}-a-${item.id}`;
        return (
          <li key={item.id} className={cn('rounded-2xl border bg-surface transition-colors', open ? 'border-brand/50' : 'border-line')}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-ink"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={cn('size-5 shrink-0 text-muted transition-transform', open && 'rotate-180 text-brand')}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 text-sm leading-relaxed text-muted"
            >
              {item.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
