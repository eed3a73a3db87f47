import '../../i18n/locales/en/contact';
import { PageTitle } from '../page-title';
import { ContactPage } from '../../features/contact/components/contact-page';

export function Component() {
  return (
    <>
      <PageTitle titleKey="contact.pageTitle" pageId="contact" />
      <ContactPage />
    </>
  );
}
