import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

// Only buyers open it, and it needs the form stack: its own chunk, fetched on the first Buy.
const PurchaseDialog = lazy(() => import('./purchase-dialog').then((m) => ({ default: m.PurchaseDialog })));

/** Mounted while the URL says `?buy=<songId>`, signed in or not (the dialog signs a buyer in); closing drops the parameter. */
export function PurchaseSlot() {
  const [searchParams, setSearchParams] = useSearchParams();
  const songId = searchParams.get('buy');
  const close = useCallback(
    () =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.delete('buy');
          next.delete('tier');
          next.delete('upgrade');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  if (!songId) return null;
  return (
    <Suspense fallback={null}>
      <PurchaseDialog
        key={songId}
        songId={songId}
        tier={searchParams.get('tier') ?? undefined}
        upgrade={searchParams.get('upgrade') ?? undefined}
        onClose={close}
      />
    </Suspense>
  );
}
