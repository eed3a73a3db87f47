import { LayoutDashboard, Music, Receipt, ShieldCheck } from 'lucide-react';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';

export const mainLinks = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.browse, label: 'nav.browse' },
  { to: paths.about, label: 'nav.about' },
  { to: paths.contact, label: 'nav.contact' },
  { to: paths.pricing, label: 'nav.pricing' },
  { to: paths.help, label: 'nav.help' },
] as const;

/** Who is looking: the account's own links depend on it. */
export interface Viewer {
  signedIn: boolean;
  isArtist: boolean;
  isAdmin: boolean;
}

const ACCOUNT_LINKS = [
  { to: paths.dashboard, label: 'nav.dashboard', icon: LayoutDashboard, for: 'signedIn' },
  { to: paths.orders, label: 'nav.orders', menuLabel: 'nav.myOrders', icon: Receipt, for: 'signedIn' },
  { to: paths.studio, label: 'nav.studio', icon: Music, for: 'isArtist' },
  { to: paths.admin, label: 'nav.admin', icon: ShieldCheck, for: 'isAdmin' },
] as const;

/** The signed-in areas after the public links, those this viewer may open; the mobile menu says `menuLabel` where set. */
export const accountLinks = (viewer: Viewer) => ACCOUNT_LINKS.filter((link) => viewer[link.for]);

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-3 py-2 text-sm font-medium transition-colors', isActive ? 'text-brand' : 'text-muted hover:text-ink');

export const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn('flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium', isActive ? 'bg-raised text-brand' : 'text-ink hover:bg-raised');
