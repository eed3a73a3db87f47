import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import '../../../i18n/locales/en/subscriptions';
import { useSignInPanel } from '../../../lib/sign-in-panel';
import { Dialog } from '../../../components/ui/dialog';
import type { Plan } from '../api/plans';

/**
 * A signed-out visitor who picks a plan signs in or up in a dialog, like Buy on a song, and goes
 * on with that plan once a session exists (issue 21). Without the app's panel: /auth.
 */
export function usePlanSignIn(onSignedIn: (plan: Plan) => void): { ask: (plan: Plan) => void; dialog: ReactNode } {
  const [plan, setPlan] = useState<Plan>();
  const renderSignIn = useSignInPanel();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const ask = (chosen: Plan) => (renderSignIn ? setPlan(chosen) : void navigate(paths.auth));
  const dialog =
    plan && renderSignIn ? (
      <Dialog
        open
        onClose={() => setPlan(undefined)}
        title={t('plans.signInTitle')}
        description={t('plans.signInText', { plan: plan.name })}
      >
        {renderSignIn({
          onSignedIn: () => {
            setPlan(undefined);
            onSignedIn(plan);
          },
        })}
      </Dialog>
    ) : null;
  return { ask, dialog };
}
