import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { PageHead } from '../../lib/stored-page';
import { useSession } from '../../lib/session';
import { LandingPage } from '../../features/home/components/landing-page';
import { HomeMusic } from '../../features/browse/components/home-music';

export function Component() {
  const { user } = useSession();
  if (user) return <Navigate to={paths.dashboard} replace />;
  return (
    <>
      <PageHead pageId="home" title={`${site.name}: music you can license`} />
      <LandingPage music={<HomeMusic />} />
    </>
  );
}
