import { site } from '../../config/site';
import { BulkUploadPage } from '../../features/admin/components/songs-bulk-page';

export function Component() {
  return (
    <>
      <title>{`Bulk Upload · Admin · ${site.name}`}</title>
      <BulkUploadPage />
    </>
  );
}
