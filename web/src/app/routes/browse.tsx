import { site } from '../../config/site';
import { BrowsePage } from '../../features/browse/components/browse-page';

export function Component() {
  return (
    <>
      <title>{`Browse music · ${site.name}`}</title>
      <BrowsePage />
    </>
  );
}
