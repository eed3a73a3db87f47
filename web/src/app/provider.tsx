import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../../../shared/constants';
import { useAdminSnippets } from '../lib/admin-snippets';
import { PlayerProvider, usePlayer } from '../lib/player';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session';
import { useUserLanguage } from '../lib/user-settings';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client so no cache leaks between them. */
  queryClient?: QueryClient;
}

/** Toasts stack above the support button, and above the player while it is shown. */
function Toasts() {
  const { current } = usePlayer();
  return (
    <Toaster
      theme="dark"
      position="bottom-right"
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      offset={{ bottom: current ? 168 : 88 }}
      mobileOffset={{ bottom: current ? 160 : 80 }}
    />
  );
}

function AdminSnippets() {
  useAdminSnippets();
  return null;
}

function UserLanguage() {
  useUserLanguage();
  return null;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        <PlayerProvider>
          {children}
          <Toasts />
          <AdminSnippets />
          <UserLanguage />
        </PlayerProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
