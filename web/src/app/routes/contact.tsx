import { useTranslation } from 'react-i18next';
import '../../i18n/locales/en/contact';
import { site } from '../../config/site';
import { PageHead } from '../../lib/stored-page';
import { ContactPage } from '../../features/contact/components/contact-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead pageId="contact" title={t('contact.pageTitle', { siteName: site.name })} />
      <ContactPage />
    </>
  );
}
