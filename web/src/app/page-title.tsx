import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PageId } from '../../../shared/api/content';
import { site } from '../config/site';
import { PageHead } from '../lib/stored-page';

/**
 * A route's `<title>` from its translation key (which takes `siteName`); a page an admin can edit
 * (`pageId`) gets its stored head instead, with this title as the fallback.
 */
export function PageTitle({ titleKey, pageId }: { titleKey: ParseKeys; pageId?: PageId }) {
  const { t } = useTranslation();
  const title = t(titleKey, { siteName: site.name });
  return pageId ? <PageHead pageId={pageId} title={title} /> : <title>{title}</title>;
}
