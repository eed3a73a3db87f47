import { site } from '../../config/site';
import { PrivacyPage } from '../../features/legal/components/privacy-page';

export function Component() {
  return (
    <>
      <title>{`Privacy Policy · ${site.name}`}</title>
      <PrivacyPage />
    </>
  );
}
