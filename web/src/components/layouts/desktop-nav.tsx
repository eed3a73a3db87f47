import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { mainLinks, navLinkClass } from './nav-links';

/** The wide-screen link bar: public pages, then the signed-in and admin areas. */
export function DesktopNav({ signedIn, isAdmin }: { signedIn: boolean; isAdmin: boolean }) {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {mainLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={navLinkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
        {signedIn && (
          <li>
            <NavLink to={paths.dashboard} className={navLinkClass}>
              Dashboard
            </NavLink>
          </li>
        )}
        {signedIn && (
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
  );
}
