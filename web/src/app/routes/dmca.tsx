import '../../i18n/locales/en/legal';
import { PageTitle } from '../page-title';
import { DmcaPage } from '../../features/legal/components/dmca-page';

export function Component() {
  return (
    <>
      <PageTitle titleKey="legal.dmca.pageTitle" />
      <DmcaPage />
    </>
  );
}
