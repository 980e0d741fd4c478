'use client';

import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/client/api';
import type { PublicConfig } from '@/lib/contract/answers';
import { queryKeys } from './keys';

/** GET /api/config: support ids, ICE servers, upload limit. */
const fetchConfig = () => api<PublicConfig>('/config');

/**
 * Read where it is needed (`queryClient.fetchQuery(configQuery)`: a call, the support chat, the
 * login's landing page), fetched once per session: it changes only with a restart of the server.
 */
export const configQuery = queryOptions({ queryKey: queryKeys.config(), queryFn: fetchConfig, staleTime: Infinity });
