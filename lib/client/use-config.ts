'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@/lib/contract/answers';
import { api } from './api';
import { queryKeys } from './queries/keys';

/** GET /api/config: support ids, ICE servers, upload limit. Fetched once per session. */
export const fetchConfig = () => api<PublicConfig>('/config');

/** The cached copy, where a query client is at hand (the guest pages have none: fetchConfig). */
export const configQuery = queryOptions({ queryKey: queryKeys.config(), queryFn: fetchConfig, staleTime: Infinity });

export function useConfig() {
  return useQuery(configQuery);
}
