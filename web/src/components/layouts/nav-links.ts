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

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-3 py-2 text-sm font-medium transition-colors', isActive ? 'text-brand' : 'text-muted hover:text-ink');

export const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn('flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium', isActive ? 'bg-raised text-brand' : 'text-ink hover:bg-raised');
