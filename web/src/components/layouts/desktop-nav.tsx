import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { mainLinks, navLinkClass } from './nav-links';

/** The wide-screen link bar: public pages, then the signed-in and admin areas. */
export function DesktopNav({ signedIn, isAdmin }: { signedIn: boolean; isAdmin: boolean }) {
  const { t } = useTranslation();
  const isArtist = useSession().user?.role === 'artist';
  return (
    <nav aria-label={t('nav.main')} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {mainLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={navLinkClass}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
        {signedIn && (
          <li>
            <NavLink to={paths.dashboard} className={navLinkClass}>
              {t('nav.dashboard')}
            </NavLink>
          </li>
        )}
        {signedIn && (
          <li>
            <NavLink to={paths.orders} className={navLinkClass}>
              {t('nav.orders')}
            </NavLink>
          </li>
        )}
        {isArtist && (
          <li>
            <NavLink to={paths.studio} className={navLinkClass}>
              {t('nav.studio')}
            </NavLink>
          </li>
        )}
        {isAdmin && (
          <li>
            <NavLink to={paths.admin} className={navLinkClass}>
              {t('nav.admin')}
            </NavLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
