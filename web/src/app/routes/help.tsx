import { site } from '../../config/site';
import { ContactForm } from '../../features/contact/components/contact-form';
import { HelpPage } from '../../features/help/components/help-page';

export function Component() {
  return (
    <>
      <title>{`Help Center · ${site.name}`}</title>
      <HelpPage contactForm={<ContactForm label="Support request" />} />
    </>
  );
}
