import { site } from '../../config/site';
import { TermsPage } from '../../features/legal/components/terms-page';

export function Component() {
  return (
    <>
      <title>{`Terms of Service · ${site.name}`}</title>
      <TermsPage />
    </>
  );
}
