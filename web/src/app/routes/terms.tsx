import { site } from '../../config/site';
import { PageHead } from '../../lib/stored-page';
import { TermsPage } from '../../features/legal/components/terms-page';

export function Component() {
  return (
    <>
      <PageHead pageId="terms" title={`Terms of Service · ${site.name}`} />
      <TermsPage />
    </>
  );
}
