import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToasterOnDemand } from '../components/ui/toaster-on-demand';
import { AuthProvider } from '../lib/auth/auth-context';
import { createQueryClient } from '../lib/query-client';

/** The app's context; `client` is the query client main.tsx already used for the first screen's data. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <ToasterOnDemand />
      </AuthProvider>
    </QueryClientProvider>
  );
}
