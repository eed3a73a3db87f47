import { site } from '../../config/site';
import { AdminLicensesPage } from '../../features/admin/components/licenses-page';

export function Component() {
  return (
    <>
      <title>{`Licences · Admin · ${site.name}`}</title>
      <AdminLicensesPage />
    </>
  );
}
