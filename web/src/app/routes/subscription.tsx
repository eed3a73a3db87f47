import { useTranslation } from 'react-i18next';
import { site } from '../../config/site';
import '../../i18n/locales/en/subscriptions';
import { SubscriptionPlansPage } from '../../features/subscriptions/components/subscription-plans-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('plans.subscriptionTitle', { siteName: site.name })}</title>
      <SubscriptionPlansPage />
    </>
  );
}
