import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TOAST_DURATION_MS } from '../../../shared/constants';
import { PlayerProvider, usePlayer } from '../lib/player';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider, useSession } from '../lib/session';
import { SignInPanelContext } from '../lib/sign-in-panel';
import { rememberAccountTheme, useAppliedTheme, useTheme } from '../lib/theme';
import { useUserLanguage, useUserSettings } from '../lib/user-settings';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client so no cache leaks between them. */
  queryClient?: QueryClient;
}

// sonner is not part of the first download: the toaster mounts once its chunk arrives, and shows
// any toast made before that (see lib/toast.ts).
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Toasts stack above the support button, and above the player while it is shown. */
function Toasts() {
  const { current } = usePlayer();
  const { theme } = useTheme();
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={theme}
        position="bottom-right"
        richColors
        closeButton
        duration={TOAST_DURATION_MS}
        offset={{ bottom: current ? 168 : 88 }}
        mobileOffset={{ bottom: current ? 160 : 80 }}
      />
    </Suspense>
  );
}

/** The signed-in account's `darkMode` picks the theme; signed out, the visitor's choice or the system's. */
function ThemeSync() {
  const { user } = useSession();
  const settings = useUserSettings();
  const darkMode = user === null ? null : settings.data?.darkMode;
  useEffect(() => {
    if (darkMode !== undefined) rememberAccountTheme(darkMode);
  }, [darkMode]);
  useAppliedTheme();
  return null;
}

// The admin's header/footer markup is added after the first paint, with its own small chunk.
const AdminSnippets = lazy(() =>
  import('../lib/admin-snippets').then((m) => ({
    default: function AdminSnippets() {
      m.useAdminSnippets();
      return null;
    },
  })),
);

function UserLanguage() {
  useUserLanguage();
  return null;
}

// The purchase dialog's sign-in and sign-up: the auth forms' own chunk, fetched when a signed-out Buy opens it.
const AuthPanel = lazy(() => import('../features/auth/components/auth-panel'));

const renderSignIn = ({ onSignedIn }: { onSignedIn: () => void }) => (
  <Suspense fallback={<div aria-busy="true" className="h-72 animate-pulse rounded-xl bg-raised" />}>
    <AuthPanel onSignedIn={onSignedIn} />
  </Suspense>
);

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        <PlayerProvider>
          <SignInPanelContext value={renderSignIn}>{children}</SignInPanelContext>
          <Toasts />
          <ThemeSync />
          <Suspense fallback={null}>
            <AdminSnippets />
          </Suspense>
          <UserLanguage />
        </PlayerProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
