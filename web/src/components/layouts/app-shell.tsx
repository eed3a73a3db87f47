import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { usePlayer } from '../../lib/player';
import { useSession } from '../../lib/session';
import { AnalyticsTag } from './analytics-tag';
import { MaintenanceBanner, MaintenancePage } from './maintenance';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { VerifyEmailBanner } from './verify-email-banner';
import { useSiteSettings } from './site-settings';

// Neither is needed for the first paint: the player bar only once something plays, the floating
// support button (fixed, so it shifts nothing) a moment after the page.
const PlayerBar = lazy(() => import('../player/player-bar').then((m) => ({ default: m.PlayerBar })));
const SupportWidget = lazy(() => import('../support/support-widget').then((m) => ({ default: m.SupportWidget })));

export function AppShell({ children }: { children: ReactNode }) {
  const playerVisible = usePlayer().current !== null;
  const settings = useSiteSettings();
  const isAdmin = useSession().user?.role === 'admin';
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
      {settings.maintenanceMode && isAdmin && <MaintenanceBanner />}
      {!backOffice && <SiteHeader />}
      {!closed && !backOffice && pathname !== paths.verifyEmail && <VerifyEmailBanner />}
      {/* At least a screen tall: the footer starts below the fold, so a lazy page replacing its
          spinner never shifts visible content (Lighthouse measured CLS 0.32 from the footer). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        {closed ? <MaintenancePage siteName={settings.siteName} supportEmail={settings.supportEmail} /> : children}
      </main>
      {!backOffice && <SiteFooter />}
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
      <AnalyticsTag />
    </div>
  );
}
