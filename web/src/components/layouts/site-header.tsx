import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LogOut, Menu, Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { useNavigationPending } from '../../lib/navigation-pending';
import { useSession } from '../../lib/session';
import { Avatar } from '../ui/avatar';
import { Button, buttonClasses } from '../ui/button';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { useNotificationsEnabled, useSiteSettings } from './site-settings';
import { ThemeToggle } from './theme-toggle';
import { useMobileMenu } from './use-mobile-menu';

function NavigationProgress() {
  const busy = useNavigationPending();
  return (
    <div aria-hidden="true" className={cn('absolute inset-x-0 bottom-0 h-0.5 overflow-hidden', busy ? 'opacity-100' : 'opacity-0')}>
      <div className="h-full w-1/3 animate-pulse bg-brand" />
    </div>
  );
}

// Behind the hamburger button: fetched when it is first opened (or pointed at), then kept.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

// Only signed-in visitors see the bell: its code is fetched with it, not with every first visit.
const NotificationsButton = lazy(() => import('./notifications-button').then((m) => ({ default: m.NotificationsButton })));

export function SiteHeader() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useMobileMenu();
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  const { t } = useTranslation();

  const logout = () => {
    // Start the navigation first so a signed-in-only page does not bounce to /auth meanwhile.
    void navigate(paths.home, { flushSync: true });
    signOut();
    setMenuOpen(false);
    toast.success(t('nav.loggedOut'));
  };

  const isAdmin = user?.role === 'admin';
  const { siteName } = useSiteSettings();
  const bell = useNotificationsEnabled();

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/90 backdrop-blur supports-[backdrop-filter]:bg-canvas/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link to={paths.home} className="mr-2 flex items-center gap-2 rounded-md" aria-label={t('nav.homeOf', { siteName })}>
          <Logo />
        </Link>

        <DesktopNav signedIn={!!user} isAdmin={isAdmin} />

        <div className="ml-auto flex items-center gap-1">
          {user ? (
            <>
              <button
                type="button"
                aria-label={t('nav.searchSongs')}
                onClick={() => navigate(paths.browse)}
                className={buttonClasses({ variant: 'ghost', size: 'icon' })}
              >
                <Search aria-hidden="true" className="size-5" />
              </button>
              {bell && (
                <Suspense fallback={<span aria-hidden="true" className="size-10" />}>
                  <NotificationsButton />
                </Suspense>
              )}
              <span className="hidden max-w-40 items-center gap-2 px-2 text-sm font-medium text-ink lg:flex" data-testid="user-name">
                <Avatar name={user.name || t('common.musicLover')} url={user.avatarUrl} size="sm" />
                <span className="truncate">{user.name || t('common.musicLover')}</span>
              </span>
              <div className="hidden lg:block">
                <Button variant="secondary" size="sm" onClick={logout}>
                  <LogOut aria-hidden="true" className="size-4" />
                  {t('nav.logout')}
                </Button>
              </div>
            </>
          ) : (
            <>
              <ThemeToggle />
              <Link to={paths.auth} className={buttonClasses({ size: 'sm' })}>
                {t('nav.signIn')}
              </Link>
            </>
          )}
          <button
            type="button"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={menuUsed ? 'mobile-menu' : undefined}
            onPointerEnter={() => void loadMobileMenu()}
            onClick={() => setMenuOpen((v) => !v)}
            className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'lg:hidden' })}
          >
            {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </button>
        </div>
      </div>

      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} user={user} isAdmin={isAdmin} onLogout={logout} />
        </Suspense>
      )}
      <NavigationProgress />
    </header>
  );
}
