import '../../i18n/locales/en/about';
import { PageTitle } from '../page-title';
import { AboutPage } from '../../features/about/components/about-page';

export function Component() {
  return (
    <>
      <PageTitle titleKey="about.pageTitle" pageId="about" />
      <AboutPage />
    </>
  );
}
