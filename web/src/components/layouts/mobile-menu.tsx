import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LayoutDashboard, Music, LogOut, Receipt, ShieldCheck } from 'lucide-react';
import { paths } from '../../config/paths';
import type { SessionUser } from '../../lib/session';
import { Avatar } from '../ui/avatar';
import { buttonClasses } from '../ui/button';
import { mainLinks, mobileLinkClass } from './nav-links';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  user: SessionUser | null;
  isAdmin: boolean;
  onLogout: () => void;
}

/** The narrow-screen menu under the header: every link, then the account's. */
export function MobileMenu({ open, onClose, user, isAdmin, onLogout }: MobileMenuProps) {
  const { t } = useTranslation();
  const name = user?.name || t('common.musicLover');
  const areaLinks = [
    { to: paths.dashboard, label: 'nav.dashboard', icon: LayoutDashboard, shown: true },
    { to: paths.orders, label: 'nav.myOrders', icon: Receipt, shown: true },
    { to: paths.studio, label: 'nav.studio', icon: Music, shown: user?.role === 'artist' },
    { to: paths.admin, label: 'nav.admin', icon: ShieldCheck, shown: isAdmin },
  ] as const;
  return (
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- delegation: a followed link (click or Enter) closes the menu; the links themselves are the controls.
    <nav
      id="mobile-menu"
      aria-label={t('nav.mobile')}
      hidden={!open}
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest('a')) onClose();
      }}
      className="border-t border-line bg-canvas px-4 pb-4 lg:hidden"
    >
      <ul className="flex flex-col gap-1 pt-2">
        {mainLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={mobileLinkClass}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-3 border-t border-line pt-3">
        {user ? (
          <ul className="flex flex-col gap-1">
            <li className="flex items-center gap-3 px-3 py-2 text-sm text-muted">
              <Avatar name={name} url={user.avatarUrl} size="sm" />
              {t('nav.signedInAs')} <span className="font-medium text-ink">{name}</span>
            </li>
            {areaLinks.map(
              ({ to, label, icon: Icon, shown }) =>
                shown && (
                  <li key={to}>
                    <NavLink to={to} className={mobileLinkClass}>
                      <Icon aria-hidden="true" className="size-5" />
                      {t(label)}
                    </NavLink>
                  </li>
                ),
            )}
            <li>
              <button type="button" onClick={onLogout} className={mobileLinkClass({ isActive: false }) + ' w-full'}>
                <LogOut aria-hidden="true" className="size-5" />
                {t('nav.logout')}
              </button>
            </li>
          </ul>
        ) : (
          <Link to={paths.auth} className={buttonClasses({ className: 'w-full' })}>
            {t('nav.signIn')}
          </Link>
        )}
      </div>
    </nav>
  );
}
