import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiClientError } from './api';
import { mirrorCurrentUser } from './queries/current-user';

/**
 * The app's query client, with the defaults every hook of lib/client/queries relies on: reads are
 * fresh for 30 s, refusals (4xx) are not retried, anything else once. Writes are sent at once,
 * even when the browser says it is offline (networkMode 'always'): a failure is told at once
 * rather than the write waiting for the network (texts wait in the outbox: lib/client/offline).
 */
export function createQueryClient(): QueryClient {
  // Reads wait for the network rather than fail while the browser is offline (they show what was
  // kept meanwhile). The manager only hears online/offline events: a page opened offline says so.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
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
