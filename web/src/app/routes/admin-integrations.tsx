import { site } from '../../config/site';
import { AdminIntegrationsPage } from '../../features/admin/components/integrations-page';

export function Component() {
  return (
    <>
      <title>{`Integrations · Admin · ${site.name}`}</title>
      <AdminIntegrationsPage />
    </>
  );
}
