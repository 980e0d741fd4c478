import { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from './api';

/** The app's one query client: no retry of refusals (4xx), one retry of the rest. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiClientError && error.status >= 400 && error.status < 500) && count < 1,
      },
    },
  });
}
