import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;
const panelId = (idBase: string, value: string) => `${idBase}-panel-${value}`;

interface TabListProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  idBase: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs. */
export function TabList<T extends string>({ label, idBase, items, value, onChange, className }: TabListProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.value === value);
    const last = items.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    const item = next === undefined ? undefined : items[next];
    if (next === undefined || !item) return;
    event.preventDefault();
    onChange(item.value);
    refs.current[next]?.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y-x/interactive-supports-focus -- roving tabindex (WAI-ARIA tabs): focus sits on a tab, the list only routes the arrow keys.
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn('grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-canvas p-1', className)}
    >
      {items.map((item, index) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, item.value)}
            aria-selected={selected}
            aria-controls={panelId(idBase, item.value)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.value)}
            className={cn(
              'h-10 rounded-lg text-sm font-semibold transition-colors',
              selected ? 'bg-raised text-ink shadow' : 'text-muted hover:text-ink',
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

interface TabPanelProps {
  idBase: string;
  value: string;
  active: boolean;
  children: ReactNode;
  className?: string;
}

export function TabPanel({ idBase, value, active, children, className }: TabPanelProps) {
  return (
    <div role="tabpanel" id={panelId(idBase, value)} aria-labelledby={tabId(idBase, value)} hidden={!active} className={className}>
      {active && children}
    </div>
  );
}
