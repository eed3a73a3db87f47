import { site } from '../../config/site';
import { DmcaPage } from '../../features/legal/components/dmca-page';

export function Component() {
  return (
    <>
      <title>{`DMCA Policy · ${site.name}`}</title>
      <DmcaPage />
    </>
  );
}
