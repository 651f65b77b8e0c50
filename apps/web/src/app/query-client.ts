import { QueryClient } from '@tanstack/react-query';

/** The app's TanStack Query client. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The error catalogue already told the user; a silent automatic retry would only repeat the toast.
        // Lists offer their own Retry button instead.
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
}
