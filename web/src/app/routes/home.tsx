import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { PageHead } from '../../lib/stored-page';
import { useSession } from '../../lib/session';
import { LandingPage } from '../../features/home/components/landing-page';

// The shelves come with the store's shared song widgets, fetched beside the songs themselves; the
// headline above them paints without waiting. The fallback holds the shelves' room (no shift).
const HomeMusic = lazy(() => import('../../features/browse/components/home-music').then((m) => ({ default: m.HomeMusic })));

export function Component() {
  const { user } = useSession();
  if (user) return <Navigate to={paths.dashboard} replace />;
  return (
    <>
      <PageHead pageId="home" title={`${site.name}: music you can license`} />
      <LandingPage
        music={
          <Suspense fallback={<div aria-hidden="true" className="min-h-[36rem]" />}>
            <HomeMusic />
          </Suspense>
        }
      />
    </>
  );
}
