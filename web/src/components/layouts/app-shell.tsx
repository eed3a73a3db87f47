import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { usePlayer } from '../../lib/player';
import { useSession } from '../../lib/session';
import { SiteHeader } from './site-header';
import { useSiteSettings } from './site-settings';

// Neither is needed for the first paint: the player bar only once something plays, the floating
// support button (fixed, so it shifts nothing) a moment after the page.
const PlayerBar = lazy(() => import('../player/player-bar').then((m) => ({ default: m.PlayerBar })));
const SupportWidget = lazy(() => import('../support/support-widget').then((m) => ({ default: m.SupportWidget })));
// Below the fold (main is a screen tall), or only for some visitors: fetched after the page's own code.
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));
const AnalyticsTag = lazy(() => import('./analytics-tag').then((m) => ({ default: m.AnalyticsTag })));
const VerifyEmailBanner = lazy(() => import('./verify-email-banner').then((m) => ({ default: m.VerifyEmailBanner })));
const MaintenanceBanner = lazy(() => import('./maintenance').then((m) => ({ default: m.MaintenanceBanner })));
const MaintenancePage = lazy(() => import('./maintenance').then((m) => ({ default: m.MaintenancePage })));

export function AppShell({ children }: { children: ReactNode }) {
  const playerVisible = usePlayer().current !== null;
  const settings = useSiteSettings();
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const { pathname } = useLocation();
  // Sign-in stays reachable so an admin can get in and turn maintenance off.
  const closed = settings.maintenanceMode && !isAdmin && pathname !== paths.auth;
  // The back office draws its own frame (admin §2.1): no shop header, footer or support button.
  const backOffice = pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);
  // index.css keeps scrolled-to content clear of the fixed bottom-right overlays on screen.
  const fixedBottom = playerVisible ? 'player' : backOffice ? undefined : 'support';
  useEffect(() => {
    const root = document.documentElement;
    if (fixedBottom) root.dataset.fixedBottom = fixedBottom;
    else delete root.dataset.fixedBottom;
  }, [fixedBottom]);
  return (
    // The fixed player is 9rem tall on a phone and 5rem wider up; the same padding keeps the footer
    // out from under it, and the support button's own room below the page keeps it off the content.
    <div className={cn('flex min-h-dvh flex-col', playerVisible ? 'pb-52 sm:pb-36' : !backOffice && 'pb-20')}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-brand focus:px-4 focus:py-2 focus:text-canvas"
      >
        Skip to content
      </a>
      {settings.maintenanceMode && isAdmin && (
        <Suspense fallback={null}>
          <MaintenanceBanner />
        </Suspense>
      )}
      {!backOffice && <SiteHeader />}
      {/* Only a signed-in account can have an address to verify. */}
      {user && !closed && !backOffice && pathname !== paths.verifyEmail && (
        <Suspense fallback={null}>
          <VerifyEmailBanner />
        </Suspense>
      )}
      {/* At least a screen tall: the footer starts below the fold, so a lazy page replacing its
          spinner never shifts visible content (Lighthouse measured CLS 0.32 from the footer). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        {closed ? (
          <Suspense fallback={null}>
            <MaintenancePage siteName={settings.siteName} supportEmail={settings.supportEmail} />
          </Suspense>
        ) : (
          children
        )}
      </main>
      {!backOffice && (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
      {!backOffice && (
        <Suspense fallback={null}>
          <SupportWidget raised={playerVisible} />
        </Suspense>
      )}
      {playerVisible && (
        <Suspense fallback={null}>
          <PlayerBar />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <AnalyticsTag />
      </Suspense>
    </div>
  );
}
