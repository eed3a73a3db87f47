import { useTranslation } from 'react-i18next';
import '../../i18n/locales/en/contact';
import '../../i18n/locales/en/help';
import { site } from '../../config/site';
import { PageHead } from '../../lib/stored-page';
import { ContactForm } from '../../features/contact/components/contact-form';
import { HelpPage } from '../../features/help/components/help-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead pageId="faq" title={t('help.pageTitle', { siteName: site.name })} />
      <HelpPage contactForm={<ContactForm label={t('contact.form.supportLabel')} />} />
    </>
  );
}
