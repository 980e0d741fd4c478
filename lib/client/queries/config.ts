'use client';

import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/client/api';
import type { PublicConfig } from '@/lib/contract/answers';
import { queryKeys } from './keys';

/**
 * GET /api/config: support ids, ICE servers, upload limit. Sent with the session's token (api()
 * adds it), so a signed-in user also gets TURN credentials of their own.
 */
const fetchConfig = () => api<PublicConfig>('/config');

/**
 * Read where it is needed (`queryClient.fetchQuery(configQuery)`: a call, the support chat, the
 * login's landing page). Fetched again once an hour at most: the TURN credentials in it are valid
 * for 12 hours (lib/config/turn-credentials.ts), and a call started in a tab open for a day needs
 * fresh ones.
 */
export const configQuery = queryOptions({ queryKey: queryKeys.config(), queryFn: fetchConfig, staleTime: 60 * 60 * 1000 });
