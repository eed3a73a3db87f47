import { site } from '../../config/site';
import { AdminContentPage } from '../../features/admin/components/content-page';

export function Component() {
  return (
    <>
      <title>{`Website Content · Admin · ${site.name}`}</title>
      <AdminContentPage />
    </>
  );
}
