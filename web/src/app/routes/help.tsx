import { site } from '../../config/site';
import { PageHead } from '../../lib/stored-page';
import { ContactForm } from '../../features/contact/components/contact-form';
import { HelpPage } from '../../features/help/components/help-page';

export function Component() {
  return (
    <>
      <PageHead pageId="faq" title={`Help Center · ${site.name}`} />
      <HelpPage contactForm={<ContactForm label="Support request" />} />
    </>
  );
}
