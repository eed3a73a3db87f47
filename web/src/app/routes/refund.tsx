import '../../i18n/locales/en/legal';
import { PageTitle } from '../page-title';
import { RefundPage } from '../../features/legal/components/refund-page';

export function Component() {
  return (
    <>
      <PageTitle titleKey="legal.refund.pageTitle" />
      <RefundPage />
    </>
  );
}
