import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RequestError } from './api';
import { onSessionEnd } from './session-local';

/**
 * TanStack Query for the console's pages. Loaded with the layout route, never by the login page.
 * Server answers (code ≠ 200) are not retried: the request client already showed them.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        failureCount < 2 && error instanceof RequestError && (error.kind === 'network' || error.kind === 'timeout'),
    },
    mutations: { retry: false },
  },
});

// Another user must never see this user's cached data.
onSessionEnd(() => queryClient.clear());

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
