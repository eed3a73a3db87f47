import '../../i18n/locales/en/profile';
import { AccountRoute } from '../account-route';
import { ProfilePage } from '../../features/account/components/profile-page';

export function Component() {
  return (
    <AccountRoute titleKey="profile.pageTitle" headingKey="profile.title" width="max-w-3xl">
      <ProfilePage />
    </AccountRoute>
  );
}
