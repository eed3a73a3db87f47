import '../../i18n/locales/en/profile';
import { AccountRoute } from '../account-route';
import { AnalyticsPage } from '../../features/account/components/analytics-page';

export function Component() {
  return (
    <AccountRoute titleKey="analytics.pageTitle" headingKey="analytics.title" width="max-w-7xl">
      <AnalyticsPage />
    </AccountRoute>
  );
}
