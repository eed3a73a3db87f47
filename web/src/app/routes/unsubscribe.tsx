import { useTranslation } from 'react-i18next';
import '../../i18n/locales/en/artists';
import { site } from '../../config/site';
import { UnsubscribePage } from '../../features/artists/components/unsubscribe-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('unsubscribe.pageTitle', { siteName: site.name })}</title>
      <UnsubscribePage />
    </>
  );
}
