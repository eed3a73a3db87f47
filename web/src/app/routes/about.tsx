import { site } from '../../config/site';
import { AboutPage } from '../../features/about/components/about-page';

export function Component() {
  return (
    <>
      <title>{`About · ${site.name}`}</title>
      <AboutPage />
    </>
  );
}
