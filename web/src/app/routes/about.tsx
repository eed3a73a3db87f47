import { site } from '../../config/site';
import { PageHead } from '../../lib/stored-page';
import { AboutPage } from '../../features/about/components/about-page';

export function Component() {
  return (
    <>
      <PageHead pageId="about" title={`About · ${site.name}`} />
      <AboutPage />
    </>
  );
}
