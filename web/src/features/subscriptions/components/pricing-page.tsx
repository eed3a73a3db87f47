import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { paths } from '../../../config/paths';
import '../../../i18n/locales/en/subscriptions';
import { useSession } from '../../../lib/session';
import { StoredHtml, useStoredContent } from '../../../lib/stored-page';
import { Button } from '../../../components/ui/button';
import { CurrencyToggle } from '../../../components/ui/currency-toggle';
import { usePlans, type Plan } from '../api/plans';
import { usePlanSignIn } from './plan-sign-in';
import { planActionStyle } from './plan-card';
import { PlanGrid } from './plan-grid';

/** Spec §9: the redirect to checkout waits 1 second. */
export const CHECKOUT_REDIRECT_MS = 1000;

/** Spec §2 Pricing: plans in the preferred currency; Get Started carries the plan to /checkout. */
export function PricingPage() {
  const query = usePlans();
  const { user } = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation();
  // The admin's Pricing text (/admin/pages) in place of the built-in line.
  const intro = useStoredContent('pricing');
  const [chosen, setChosen] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const checkout = (plan: Plan) => {
    setChosen(plan.id);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void navigate(paths.checkout, { state: { plan } }), CHECKOUT_REDIRECT_MS);
  };
  const signIn = usePlanSignIn(checkout);
  const start = (plan: Plan) => (user ? checkout(plan) : signIn.ask(plan));

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-col items-center text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand">{t('plans.pricing')}</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{t('plans.choose')}</h1>
        {intro ? (
          <div className="mt-3 max-w-2xl text-left">
            <StoredHtml html={intro} />
          </div>
        ) : (
          <p className="mt-3 max-w-2xl text-muted">{t('plans.pricingIntro')}</p>
        )}
        <CurrencyToggle className="mt-6" />
      </div>

      <div className="mt-12">
        <PlanGrid
          query={query}
          action={(plan) => (
            <Button
              {...planActionStyle(plan)}
              loading={chosen === plan.id}
              disabled={chosen !== undefined}
              onClick={() => start(plan)}
              aria-label={t('plans.getStartedWith', { plan: plan.name })}
            >
              {chosen === plan.id ? t('plans.redirecting') : t('plans.getStarted')}
              {chosen !== plan.id && <ArrowRight aria-hidden="true" className="size-4" />}
            </Button>
          )}
        />
      </div>
      {signIn.dialog}
    </div>
  );
}
