import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { ExternalLink, LogOut, Menu, PanelLeftClose, PanelLeftOpen, Plus, X } from 'lucide-react';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { Logo } from '../../../components/layouts/logo';
import { ThemeToggle } from '../../../components/layouts/theme-toggle';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useLocalPreference } from '../../../lib/local-store';
import { useSession } from '../../../lib/session';
import { AdminSidebar } from './admin-sidebar';
import { LinkButton } from '../../../components/ui/link-button';

const SIDEBAR_KEY = 'adminSidebar';
const decodeSidebar = (raw: string | null) => (raw === 'collapsed' ? 'collapsed' : 'open');

/** The admin's own bar: the phone menu, a way back to the store, the theme and sign-out. */
function AdminTopBar({ onMenu }: { onMenu: () => void }) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const logout = () => {
    // Admin spec §2.1: admin logout goes to /auth.
    void navigate(paths.auth, { flushSync: true });
    signOut();
    toast.success('Logged out successfully');
  };
  return (
    <div className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-line bg-canvas/90 px-4 backdrop-blur sm:px-6">
      <button
        type="button"
        onClick={onMenu}
        aria-label="Open the back-office menu"
        className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      <Link to={paths.admin} className="md:hidden" aria-label="Back office home">
        <Logo />
      </Link>
      <div className="ml-auto flex items-center gap-1">
        <LinkButton to={paths.home} icon={ExternalLink} variant="ghost" size="sm" aria-label="View store">
          <span className="hidden sm:inline">View store</span>
        </LinkButton>
        <ThemeToggle />
        {user && (
          <span className="hidden max-w-40 items-center gap-2 px-2 text-sm font-medium lg:flex">
            <Avatar name={user.name || 'Admin'} url={user.avatarUrl} size="sm" />
            <span className="truncate">{user.name}</span>
          </span>
        )}
        <Button variant="secondary" size="sm" onClick={logout} aria-label="Logout">
          <LogOut aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">Logout</span>
        </Button>
      </div>
    </div>
  );
}

/** On a phone the sidebar is a drawer from the left, closed until the menu button opens it. */
function AdminDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- a click on the backdrop closes; the keyboard closes with Escape (onCancel).
    <dialog
      ref={ref}
      aria-label="Back-office menu"
      onClose={() => open && onClose()}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 h-dvh max-h-dvh w-72 max-w-[85vw] border-r border-line bg-surface p-0 text-ink backdrop:bg-black/60"
    >
      {open && (
        <div className="flex flex-col gap-3 p-3">
          <div className="flex items-center justify-between px-2">
            <Logo />
            <button
              type="button"
              onClick={onClose}
              aria-label="Close the menu"
              className={buttonClasses({ variant: 'ghost', size: 'icon' })}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <AdminSidebar onNavigate={onClose} />
        </div>
      )}
    </dialog>
  );
}

/**
 * Admin §2.1: the back office's own frame (the shop's header, footer and support button stay out):
 * a sidebar that collapses to icons, remembered on this device, and a drawer on a phone.
 */
export function AdminLayout() {
  const [sidebar, setSidebar] = useLocalPreference(SIDEBAR_KEY, decodeSidebar);
  const collapsed = sidebar === 'collapsed';
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className="flex min-h-dvh">
      <aside
        data-testid="admin-sidebar"
        data-collapsed={collapsed}
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-line bg-surface transition-[width] md:flex',
          collapsed ? 'w-16' : 'w-64',
        )}
      >
        <div className={cn('flex h-14 shrink-0 items-center border-b border-line px-3', collapsed ? 'justify-center' : 'justify-between')}>
          {!collapsed && (
            <Link to={paths.admin} aria-label="Back office home" className="min-w-0 truncate">
              <Logo />
            </Link>
          )}
          <button
            type="button"
            onClick={() => setSidebar(collapsed ? 'open' : 'collapsed')}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'shrink-0' })}
          >
            {collapsed ? <PanelLeftOpen aria-hidden="true" className="size-5" /> : <PanelLeftClose aria-hidden="true" className="size-5" />}
          </button>
        </div>
        <div className="flex-1 overflow-y-auto p-2">
          <AdminSidebar collapsed={collapsed} />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminTopBar onMenu={() => setDrawerOpen(true)} />
        <div className="mx-auto w-full min-w-0 max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
          <Outlet />
        </div>
      </div>
      <AdminDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </div>
  );
}

interface AdminHeaderProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** The screen's Create button (a plus before its label), after `actions`. */
  create?: { label: string; onClick: () => void };
}

/** The header of a back-office screen: its title follows the page. */
export function AdminHeader({ title, description, actions, create }: AdminHeaderProps) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
        {description && <p className="mt-2 text-muted">{description}</p>}
      </div>
      {(actions || create) && (
        <div className="flex flex-wrap gap-2">
          {actions}
          {create && (
            <Button onClick={create.onClick}>
              <Plus aria-hidden="true" className="size-4" />
              {create.label}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
