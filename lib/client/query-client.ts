import { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from './api';
import { mirrorCurrentUser } from './queries/current-user';

/**
 * The app's query client, with the defaults every hook of lib/client/queries relies on: reads are
 * fresh for 30 s, refusals (4xx) are not retried, anything else once. Writes are sent at once,
 * even when the browser says it is offline (networkMode 'always'): a failure is told at once
 * rather than the write waiting for the network.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiClientError && error.status >= 400 && error.status < 500) && count < 1,
      },
      mutations: { networkMode: 'always' },
    },
  });
  mirrorCurrentUser(client);
  return client;
}
