import { site } from '../../config/site';
import { AnalyticsPage } from '../../features/admin/components/analytics-page';

export function Component() {
  return (
    <>
      <title>{`Analytics · ${site.name}`}</title>
      <AnalyticsPage />
    </>
  );
}
