import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../../../shared/constants';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client so no cache leaks between them. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        {children}
        <Toaster theme="dark" position="bottom-right" richColors closeButton duration={TOAST_DURATION_MS} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
