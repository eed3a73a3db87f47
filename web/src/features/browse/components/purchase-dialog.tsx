import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import '../../../i18n/locales/en/catalogue';
import '../../../i18n/locales/en/store';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { useSignInPanel } from '../../../lib/sign-in-panel';
import { useGuestCheckout } from '../../../components/layouts/site-settings';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { useSong, type Song } from '../api/songs';
import { PurchaseForm } from './purchase-form';
import { PurchaseSummary } from './purchase-summary';

/** Spec §2 Browse / §4 Purchase flow: pick a method (default bkash), Purchase Now, then the invoice. */
export function PurchaseDialog({
  songId,
  tier,
  upgrade,
  onClose,
}: {
  songId: string;
  tier?: string;
  upgrade?: string;
  onClose: () => void;
}) {
  const song = useSong(songId);
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t('purchase.title')} description={t('purchase.description')}>
      {song.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <div className="h-16 animate-pulse rounded-xl bg-raised" />
          <div className="h-40 animate-pulse rounded-xl bg-raised" />
        </div>
      ) : song.isError ? (
        <div className="flex flex-col gap-4">
          <FormMessage
            tone="error"
            text={song.error instanceof ApiError && song.error.status === 404 ? t('purchase.songNotFound') : t('purchase.songLoadFailed')}
          />
          <Button variant="secondary" onClick={onClose}>
            {t('purchase.close')}
          </Button>
        </div>
      ) : (
        <PurchaseStep song={song.data} tier={tier} upgrade={upgrade} onClose={onClose} />
      )}
    </Dialog>
  );
}

/**
 * Signed in: the purchase. Signed out: sign in or up right here (issue 21), or, where the store
 * allows guest checkout, the guest purchase with a way into the same sign-in. Either sign-in ends
 * on this purchase, now as the signed-in buyer.
 */
function PurchaseStep({ song, tier, upgrade, onClose }: { song: Song; tier?: string; upgrade?: string; onClose: () => void }) {
  const { user } = useSession();
  const guestCheckout = useGuestCheckout();
  const renderSignIn = useSignInPanel();
  const { t } = useTranslation();
  const [signingIn, setSigningIn] = useState(false);
  if (user || !renderSignIn || (guestCheckout && !signingIn)) {
    return (
      <PurchaseForm
        song={song}
        tier={tier}
        upgrade={upgrade}
        onClose={onClose}
        onSignIn={renderSignIn ? () => setSigningIn(true) : undefined}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <PurchaseSummary song={song} />
      <p className="text-sm text-muted">{t('store.signInToBuy')}</p>
      {renderSignIn({ onSignedIn: () => setSigningIn(false) })}
      {guestCheckout && (
        <Button variant="secondary" onClick={() => setSigningIn(false)}>
          {t('store.backToGuest')}
        </Button>
      )}
    </div>
  );
}
