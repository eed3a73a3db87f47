import { site } from '../../config/site';
import { AdminNotificationsPage } from '../../features/admin/components/notifications-page';

export function Component() {
  return (
    <>
      <title>{`Notifications · Admin · ${site.name}`}</title>
      <AdminNotificationsPage />
    </>
  );
}
