import { site } from '../../config/site';
import { AdminWhatsAppPage } from '../../features/admin/components/whatsapp-settings-page';

export function Component() {
  return (
    <>
      <title>{`WhatsApp Chat Settings · Admin · ${site.name}`}</title>
      <AdminWhatsAppPage />
    </>
  );
}
