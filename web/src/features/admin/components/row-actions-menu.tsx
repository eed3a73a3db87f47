import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { MoreHorizontal, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

export interface RowAction {
  /** Visible text of the item. */
  label: string;
  /** The item's full name for assistive technology when the label alone is ambiguous ("Approve order 21"). */
  name?: string;
  icon: LucideIcon;
  /** A link (in-app path, or mailto:) instead of a button. */
  to?: string;
  onSelect?: () => void;
  danger?: boolean;
}

const MENU_WIDTH = 208;
const ITEM_HEIGHT = 40;

/**
 * One "⋯" button per row that opens its actions as a menu, so a table keeps one narrow column for
 * them. The menu is fixed to the viewport, so a scrolling table never clips it.
 */
export function RowActionsMenu({ label, actions }: { label: string; actions: RowAction[] }) {
  const [open, setOpen] = useState(false);
  const [style, setStyle] = useState<CSSProperties>({ position: 'fixed', visibility: 'hidden' });
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  /** Pins the menu under (or, near the bottom, over) its button; false once the button left the viewport. */
  const place = useCallback((): boolean => {
    if (!button.current) return false;
    const rect = button.current.getBoundingClientRect();
    if (rect.bottom < 0 || rect.top > window.innerHeight) return false;
    const height = actions.length * ITEM_HEIGHT + 8;
    const below = rect.bottom + 4 + height <= window.innerHeight;
    setStyle({
      position: 'fixed',
      top: below ? rect.bottom + 4 : Math.max(8, rect.top - 4 - height),
      left: Math.max(8, Math.min(rect.right - MENU_WIDTH, window.innerWidth - MENU_WIDTH - 8)),
      width: MENU_WIDTH,
    });
    return true;
  }, [actions.length]);

  useLayoutEffect(() => {
    if (!open || !place()) return;
    // Without preventScroll the focus would scroll the menu's first render into view, and the
    // menu would have to follow a scroll it caused itself.
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      const target = event.target as Node;
      if (menu.current?.contains(target) || button.current?.contains(target)) return;
      setOpen(false);
    };
    // A scroll or resize (the list refreshing under the menu shrinks the page, and the browser
    // scrolls) moves the menu with its button; it closes only once the button is out of sight.
    const follow = () => {
      if (!place()) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      document.removeEventListener('mousedown', close);
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  }, [open, place]);

  const closeAndFocus = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      closeAndFocus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      items[event.key === 'Home' ? 0 : items.length - 1]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const itemClass = (danger?: boolean) =>
    cn(
      'flex h-10 w-full items-center gap-2.5 rounded-md px-3 text-left text-sm font-medium focus:bg-raised focus:outline-none hover:bg-raised',
      danger ? 'text-danger' : 'text-ink',
    );

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex size-8 items-center justify-center rounded-md border border-line bg-raised text-ink hover:border-brand/60"
      >
        <MoreHorizontal aria-hidden="true" className="size-4" />
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onKeyDown}
          style={style}
          className="z-50 rounded-xl border border-line bg-surface p-1 shadow-xl shadow-black/40"
        >
          {actions.map(({ label: text, name, icon: Icon, to, onSelect, danger }) =>
            to ? (
              to.startsWith('/') ? (
                <Link key={text} to={to} role="menuitem" aria-label={name} className={itemClass(danger)} onClick={() => setOpen(false)}>
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {text}
                </Link>
              ) : (
                <a key={text} href={to} role="menuitem" aria-label={name} className={itemClass(danger)} onClick={() => setOpen(false)}>
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {text}
                </a>
              )
            ) : (
              <button
                key={text}
                type="button"
                role="menuitem"
                aria-label={name}
                className={itemClass(danger)}
                onClick={() => {
                  setOpen(false);
                  onSelect?.();
                }}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {text}
              </button>
            ),
          )}
        </div>
      )}
    </>
  );
}
