import { site } from '../../config/site';
import { AdminMessagesPage } from '../../features/admin/components/messages-page';

export function Component() {
  return (
    <>
      <title>{`Messages · Admin · ${site.name}`}</title>
      <AdminMessagesPage />
    </>
  );
}
