import { site } from '../../config/site';
import { ContactPage } from '../../features/contact/components/contact-page';

export function Component() {
  return (
    <>
      <title>{`Contact · ${site.name}`}</title>
      <ContactPage />
    </>
  );
}
