import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { accountLinks, mainLinks, navLinkClass } from './nav-links';

/** The public pages' links, as list items. */
export function MainLinkItems({ linkClass }: { linkClass: typeof navLinkClass }) {
  const { t } = useTranslation();
  return mainLinks.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end className={linkClass}>
        {t(link.label)}
      </NavLink>
    </li>
  ));
}

/** The wide-screen link bar: public pages, then the signed-in and admin areas. */
export function DesktopNav({ signedIn, isAdmin }: { signedIn: boolean; isAdmin: boolean }) {
  const { t } = useTranslation();
  const isArtist = useSession().user?.role === 'artist';
  return (
    <nav aria-label={t('nav.main')} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        <MainLinkItems linkClass={navLinkClass} />
        {accountLinks({ signedIn, isArtist, isAdmin }).map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={navLinkClass}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
