import '../../i18n/locales/en/legal';
import { PageTitle } from '../page-title';
import { PrivacyPage } from '../../features/legal/components/privacy-page';

export function Component() {
  return (
    <>
      <PageTitle titleKey="legal.privacy.pageTitle" pageId="privacy" />
      <PrivacyPage />
    </>
  );
}
