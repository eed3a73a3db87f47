import { site } from '../../config/site';
import { AdminPagesPage } from '../../features/admin/components/pages-page';

export function Component() {
  return (
    <>
      <title>{`Pages · Admin · ${site.name}`}</title>
      <AdminPagesPage />
    </>
  );
}
