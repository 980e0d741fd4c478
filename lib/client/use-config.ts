'use client';

import { useQuery } from '@tanstack/react-query';
import { api } from './api';

export interface PublicConfig {
  supportUserId: string;
  supportGroupId: string;
  iceServers: RTCIceServer[];
  maxUploadBytes: number;
}

/** GET /api/config: support ids, ICE servers, upload limit. Fetched once per session. */
export function useConfig() {
  return useQuery({ queryKey: ['config'], queryFn: () => api<PublicConfig>('/config'), staleTime: Infinity });
}
