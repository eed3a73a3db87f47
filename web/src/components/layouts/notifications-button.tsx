import { useEffect, useId, useRef, useState } from 'react';
import { Bell, BellOff } from 'lucide-react';
import { buttonClasses } from '../ui/button';

/** Bell with a popover; there is no notification feed yet, so it shows the empty state. */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Notifications"
        aria-expanded={open}
        aria-controls={popoverId}
        aria-haspopup="dialog"
        onClick={() => setOpen((v) => !v)}
        className={buttonClasses({ variant: 'ghost', size: 'icon' })}
      >
        <Bell aria-hidden="true" className="size-5" />
      </button>
      {open && (
        <div
          id={popoverId}
          role="dialog"
          aria-label="Notifications"
          className="absolute right-0 top-12 z-50 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-line bg-surface p-4 shadow-2xl shadow-black/50"
        >
          <p className="text-sm font-semibold text-ink">Notifications</p>
          <div className="mt-4 flex flex-col items-center gap-2 py-4 text-center text-sm text-muted">
            <BellOff aria-hidden="true" className="size-6" />
            <p>No notifications yet</p>
          </div>
        </div>
      )}
    </div>
  );
}
