import { site } from '../../config/site';
import { PageHead } from '../../lib/stored-page';
import { BrowsePage } from '../../features/browse/components/browse-page';

export function Component() {
  return (
    <>
      <PageHead pageId="browse" title={`Browse music · ${site.name}`} />
      <BrowsePage />
    </>
  );
}
