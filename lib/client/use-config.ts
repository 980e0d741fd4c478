'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@/lib/contract/answers';
import { api } from './api';

/** GET /api/config: support ids, ICE servers, upload limit. Fetched once per session. */
export const configQuery = queryOptions({ queryKey: ['config'], queryFn: () => api<PublicConfig>('/config'), staleTime: Infinity });

export function useConfig() {
  return useQuery(configQuery);
}
