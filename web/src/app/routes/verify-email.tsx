import '../../i18n/locales/en/reset';
import { PageTitle } from '../page-title';
import { VerifyEmailPage } from '../../features/auth/components/verify-email-page';

export function Component() {
  return (
    <>
      <PageTitle titleKey="verifyEmail.pageTitle" />
      <VerifyEmailPage />
    </>
  );
}
