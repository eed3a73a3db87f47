import { site } from '../../config/site';
import { PageHead } from '../../lib/stored-page';
import { ContactPage } from '../../features/contact/components/contact-page';

export function Component() {
  return (
    <>
      <PageHead pageId="contact" title={`Contact · ${site.name}`} />
      <ContactPage />
    </>
  );
}
