import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { paths } from '../../../config/paths';
import '../../../i18n/locales/en/subscriptions';
import { StoredHtml, useStoredContent } from '../../../lib/stored-page';
import { Button } from '../../../components/ui/button';
import { CurrencyToggle } from '../../../components/ui/currency-toggle';
import { usePlans, type Plan } from '../api/plans';
import { usePlanSignIn } from './plan-sign-in';
import { PlansHeading } from './plans-heading';
import { planActionStyle } from './plan-card';
import { PlanGrid } from './plan-grid';

/** Spec §9: the redirect to checkout waits 1 second. */
export const CHECKOUT_REDIRECT_MS = 1000;

/** Spec §2 Pricing: plans in the preferred currency; Get Started carries the plan to /checkout. */
export function PricingPage() {
  const query = usePlans();
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

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PlansHeading eyebrow={t('plans.pricing')} title={t('plans.choose')} className="flex flex-col items-center text-center">
        {intro ? (
          <div className="mt-3 max-w-2xl text-left">
            <StoredHtml html={intro} />
          </div>
        ) : (
          <p className="mt-3 max-w-2xl text-muted">{t('plans.pricingIntro')}</p>
        )}
        <CurrencyToggle className="mt-6" />
      </PlansHeading>

      <div className="mt-12">
        <PlanGrid
          query={query}
          action={(plan) => (
            <Button
              {...planActionStyle(plan)}
              loading={chosen === plan.id}
              disabled={chosen !== undefined}
              onClick={() => signIn.start(plan)}
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
