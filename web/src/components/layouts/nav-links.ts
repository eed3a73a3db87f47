import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';

export const mainLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.browse, label: 'Browse' },
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.help, label: 'Help' },
] as const;

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-3 py-2 text-sm font-medium transition-colors', isActive ? 'text-brand' : 'text-muted hover:text-ink');

export const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn('flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium', isActive ? 'bg-raised text-brand' : 'text-ink hover:bg-raised');
