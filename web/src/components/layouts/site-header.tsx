import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { LayoutDashboard, LogOut, Menu, Receipt, Search, ShieldCheck, UserRound, X } from 'lucide-react';
import { toast } from 'sonner';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import { Button, buttonClasses } from '../ui/button';
import { Logo } from './logo';
import { NotificationsButton } from './notifications-button';

export const mainLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.browse, label: 'Browse' },
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.help, label: 'Help' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'text-brand' : 'text-muted hover:text-ink',
  );

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn('flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium', isActive ? 'bg-raised text-brand' : 'text-ink hover:bg-raised');

function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return (
    <div aria-hidden="true" className={cn('absolute inset-x-0 bottom-0 h-0.5 overflow-hidden', busy ? 'opacity-100' : 'opacity-0')}>
      <div className="h-full w-1/3 animate-pulse bg-brand" />
    </div>
  );
}

export function SiteHeader() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);

  // Following a link closes the mobile menu.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const logout = () => {
    // Start the navigation first so a signed-in-only page does not bounce to /auth meanwhile.
    void navigate(paths.home, { flushSync: true });
    signOut();
    setMenuOpen(false);
    toast.success('You have been logged out');
  };

  const isAdmin = user?.role === 'admin';

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/90 backdrop-blur supports-[backdrop-filter]:bg-canvas/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link to={paths.home} className="mr-2 flex items-center gap-2 rounded-md" aria-label={`${site.name} home`}>
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {user && (
              <li>
                <NavLink to={paths.dashboard} className={navLinkClass}>
                  Dashboard
                </NavLink>
              </li>
            )}
            {user && (
              <li>
                <NavLink to={paths.orders} className={navLinkClass}>
                  Orders
                </NavLink>
              </li>
            )}
            {isAdmin && (
              <li>
                <NavLink to={paths.admin} className={navLinkClass}>
                  Admin
                </NavLink>
              </li>
            )}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1">
          {user ? (
            <>
              <button
                type="button"
                aria-label="Search songs"
                onClick={() => navigate(paths.browse)}
                className={buttonClasses({ variant: 'ghost', size: 'icon' })}
              >
                <Search aria-hidden="true" className="size-5" />
              </button>
              <NotificationsButton />
              <span className="hidden max-w-40 items-center gap-2 px-2 text-sm font-medium text-ink lg:flex" data-testid="user-name">
                <UserRound aria-hidden="true" className="size-4 shrink-0 text-brand" />
                <span className="truncate">{user.name || 'Music Lover'}</span>
              </span>
              <div className="hidden lg:block">
                <Button variant="secondary" size="sm" onClick={logout}>
                  <LogOut aria-hidden="true" className="size-4" />
                  Logout
                </Button>
              </div>
            </>
          ) : (
            <Link to={paths.auth} className={buttonClasses({ size: 'sm' })}>
              Sign In
            </Link>
          )}
          <button
            type="button"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((v) => !v)}
            className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'lg:hidden' })}
          >
            {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </button>
        </div>
      </div>

      {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- delegation: a followed link (click or Enter) closes the menu; the links themselves are the controls. */}
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
        }}
        className="border-t border-line bg-canvas px-4 pb-4 lg:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2">
          {mainLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={mobileLinkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-3 border-t border-line pt-3">
          {user ? (
            <ul className="flex flex-col gap-1">
              <li className="flex items-center gap-3 px-3 py-2 text-sm text-muted">
                <UserRound aria-hidden="true" className="size-4 text-brand" />
                Signed in as <span className="font-medium text-ink">{user.name || 'Music Lover'}</span>
              </li>
              <li>
                <NavLink to={paths.dashboard} className={mobileLinkClass}>
                  <LayoutDashboard aria-hidden="true" className="size-5" />
                  Dashboard
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.orders} className={mobileLinkClass}>
                  <Receipt aria-hidden="true" className="size-5" />
                  My Orders
                </NavLink>
              </li>
              {isAdmin && (
                <li>
                  <NavLink to={paths.admin} className={mobileLinkClass}>
                    <ShieldCheck aria-hidden="true" className="size-5" />
                    Admin
                  </NavLink>
                </li>
              )}
              <li>
                <button type="button" onClick={logout} className={mobileLinkClass({ isActive: false }) + ' w-full'}>
                  <LogOut aria-hidden="true" className="size-5" />
                  Logout
                </button>
              </li>
            </ul>
          ) : (
            <Link to={paths.auth} className={buttonClasses({ className: 'w-full' })}>
              Sign In
            </Link>
          )}
        </div>
      </nav>
      <NavigationProgress />
    </header>
  );
}
