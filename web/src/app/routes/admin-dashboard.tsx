import { site } from '../../config/site';
import { DashboardPage } from '../../features/admin/components/dashboard-page';

export function Component() {
  return (
    <>
      <title>{`Admin Dashboard · ${site.name}`}</title>
      <DashboardPage />
    </>
  );
}
