import { site } from '../../config/site';
import { AdminSystemSettingsPage } from '../../features/admin/components/system-settings-page';

export function Component() {
  return (
    <>
      <title>{`System Settings · Admin · ${site.name}`}</title>
      <AdminSystemSettingsPage />
    </>
  );
}
