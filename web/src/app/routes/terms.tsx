import '../../i18n/locales/en/legal';
import { PageTitle } from '../page-title';
import { TermsPage } from '../../features/legal/components/terms-page';

export function Component() {
  return (
    <>
      <PageTitle titleKey="legal.terms.pageTitle" pageId="terms" />
      <TermsPage />
    </>
  );
}
