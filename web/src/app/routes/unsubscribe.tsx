import '../../i18n/locales/en/artists';
import { PageTitle } from '../page-title';
import { UnsubscribePage } from '../../features/artists/components/unsubscribe-page';

export function Component() {
  return (
    <>
      <PageTitle titleKey="unsubscribe.pageTitle" />
      <UnsubscribePage />
    </>
  );
}
