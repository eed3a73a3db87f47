import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGuestCheckout } from '../../../components/layouts/site-settings';
import { useSession } from '../../../lib/session';

// Only buyers open it, and it needs the form stack: its own chunk, fetched on the first Buy.
const PurchaseDialog = lazy(() => import('./purchase-dialog').then((m) => ({ default: m.PurchaseDialog })));

/** Mounted while the URL says `?buy=<songId>` and someone is signed in (or guests may buy); closing drops the parameter. */
export function PurchaseSlot() {
  const { user } = useSession();
  const guestCheckout = useGuestCheckout();
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
  if (!songId || (!user && !guestCheckout)) return null;
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
