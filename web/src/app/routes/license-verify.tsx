import { site } from '../../config/site';
import { LicenseVerifyPage } from '../../features/license/components/license-verify-page';

export function Component() {
  return (
    <>
      <title>{`Verify a License · ${site.name}`}</title>
      <LicenseVerifyPage />
    </>
  );
}
