import { site } from '../../config/site';
import { PageHead } from '../../lib/stored-page';
import { PrivacyPage } from '../../features/legal/components/privacy-page';

export function Component() {
  return (
    <>
      <PageHead pageId="privacy" title={`Privacy Policy · ${site.name}`} />
      <PrivacyPage />
    </>
  );
}
