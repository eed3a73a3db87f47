import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import '../../../i18n/locales/en/store';
import '../../../i18n/locales/en/subscriptions';
import { useSession } from '../../../lib/session';
import { useSignInPanel } from '../../../lib/sign-in-panel';
import { useGuestCheckout } from '../../../components/layouts/site-settings';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { Plan } from '../api/plans';
import { GuestPlanForm } from './guest-plan-form';

/**
 * A signed-out visitor who picks a plan signs in or up in a dialog, like Buy on a song, and goes
 * on with that plan once a session exists (issue 21). Without the app's panel: /auth. While the
 * store allows guest checkout the dialog opens on the guest purchase (an email), with a way into
 * the same sign-in. `start` goes on at once for a signed-in visitor and asks anyone else.
 */
export function usePlanSignIn(onSignedIn: (plan: Plan) => void): { start: (plan: Plan) => void; dialog: ReactNode } {
  const { user } = useSession();
  const [plan, setPlan] = useState<Plan>();
  const renderSignIn = useSignInPanel();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const guestCheckout = useGuestCheckout();
  const [signingIn, setSigningIn] = useState(false);
  const ask = (chosen: Plan) => {
    setSigningIn(false);
    if (renderSignIn || guestCheckout) setPlan(chosen);
    else void navigate(paths.auth);
  };
  const asGuest = guestCheckout && (!signingIn || !renderSignIn);
  const dialog = plan ? (
    <Dialog
      open
      onClose={() => setPlan(undefined)}
      title={asGuest ? t('plans.guestTitle', { plan: plan.name }) : t('plans.signInTitle')}
      description={asGuest ? undefined : t('plans.signInText', { plan: plan.name })}
    >
      {asGuest ? (
        <GuestPlanForm plan={plan} onSignIn={renderSignIn ? () => setSigningIn(true) : undefined} />
      ) : (
        <div className="flex flex-col gap-4">
          {renderSignIn?.({
            onSignedIn: () => {
              setPlan(undefined);
              onSignedIn(plan);
            },
          })}
          {guestCheckout && (
            <Button variant="secondary" onClick={() => setSigningIn(false)}>
              {t('store.backToGuest')}
            </Button>
          )}
        </div>
      )}
    </Dialog>
  ) : null;
  return { start: (chosen: Plan) => (user ? onSignedIn(chosen) : ask(chosen)), dialog };
}
