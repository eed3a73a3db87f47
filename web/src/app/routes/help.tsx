import { useTranslation } from 'react-i18next';
import '../../i18n/locales/en/contact';
import '../../i18n/locales/en/help';
import { PageTitle } from '../page-title';
import { ContactForm } from '../../features/contact/components/contact-form';
import { HelpPage } from '../../features/help/components/help-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle titleKey="help.pageTitle" pageId="faq" />
      <HelpPage contactForm={<ContactForm label={t('contact.form.supportLabel')} />} />
    </>
  );
}
