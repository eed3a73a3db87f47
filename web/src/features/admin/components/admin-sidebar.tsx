import { NavLink } from 'react-router-dom';
import {
  BarChart3,
  Bell,
  CreditCard,
  FileText,
  Globe,
  Inbox,
  LayoutDashboard,
  MessageCircle,
  Music,
  Plug,
  ScrollText,
  Settings,
  ShoppingBag,
  Tags,
  Users,
  Wallet,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

interface Entry {
  label: string;
  icon: LucideIcon;
  to: string;
  /** Dashboard is current only on /admin itself, not on its children. */
  end?: boolean;
}

/** Admin spec §2.1: the back-office sections, in the sidebar's order and groups. */
const GROUPS: { title?: string; entries: Entry[] }[] = [
  {
    entries: [
      { label: 'Dashboard', icon: LayoutDashboard, to: paths.admin, end: true },
      { label: 'Orders', icon: ShoppingBag, to: paths.adminOrders },
      { label: 'Songs', icon: Music, to: paths.adminSongs },
      { label: 'Users', icon: Users, to: paths.adminUsers },
      // Issue 24: artists' payout requests.
      { label: 'Payouts', icon: Wallet, to: paths.adminPayouts },
      // Not in the spec's sidebar list; the dashboard links to §2.8's screen, and this keeps a way in from every page.
      { label: 'Notifications', icon: Bell, to: paths.adminNotifications },
      // Issue 13's support inbox: the contact form's messages.
      { label: 'Messages', icon: Inbox, to: paths.adminMessages },
      { label: 'Analytics', icon: BarChart3, to: paths.adminAnalytics },
    ],
  },
  {
    title: 'Content Management',
    entries: [
      { label: 'Website Content', icon: Globe, to: paths.adminContent },
      { label: 'Pricing Plans', icon: Tags, to: paths.adminPricing },
      // Issue 25: the licence tiers every song sells under.
      { label: 'Licences', icon: ScrollText, to: paths.adminLicenses },
      { label: 'Pages', icon: FileText, to: paths.adminPages },
      { label: 'Integrations', icon: Plug, to: paths.adminIntegrations },
    ],
  },
  {
    title: 'Payment Management',
    entries: [
      { label: 'Wallet Settings', icon: Wallet, to: paths.adminPaymentSettings },
      { label: 'Gateway Setup', icon: CreditCard, to: paths.adminPaymentGateway },
    ],
  },
  {
    entries: [
      { label: 'Settings', icon: Settings, to: paths.adminSettings },
      // Not in the spec's sidebar list, but §2.14's screen needs a way in.
      { label: 'WhatsApp Chat', icon: MessageCircle, to: paths.adminWhatsApp },
    ],
  },
];

const itemClass = 'flex h-10 items-center gap-3 whitespace-nowrap rounded-lg px-3 text-sm font-medium';

interface AdminSidebarProps {
  /** Icons only, each label kept for screen readers and as a tooltip. */
  collapsed?: boolean;
  /** Called after a link is followed (the phone drawer closes). */
  onNavigate?: () => void;
}

export function AdminSidebar({ collapsed = false, onNavigate }: AdminSidebarProps) {
  return (
    <nav aria-label="Back office" className="flex flex-col">
      {GROUPS.map((group, i) => (
        <div key={group.title ?? i} className={cn(i > 0 && 'mt-3 border-t border-line pt-3')}>
          {group.title && (
            <h2 className={cn('px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-muted', collapsed && 'sr-only')}>
              {group.title}
            </h2>
          )}
          <ul className="flex flex-col gap-0.5">
            {group.entries.map(({ label, icon: Icon, to, end }) => (
              <li key={label}>
                <NavLink
                  to={to}
                  end={end}
                  title={collapsed ? label : undefined}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(itemClass, collapsed && 'justify-center px-0', isActive ? 'bg-raised text-brand' : 'text-ink hover:bg-raised')
                  }
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  <span className={cn(collapsed && 'sr-only')}>{label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
