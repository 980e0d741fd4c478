'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useMemo, useSyncExternalStore } from 'react';
import { CallController } from '@/lib/client/call/call-controller';
import { chatsKey } from '@/lib/client/queries/chats';
import type { Chat } from '@/lib/contract/answers';
import { configQuery } from '@/lib/client/queries/config';
import { useSocket } from '@/lib/client/socket-context';
import { useCurrentUser } from '@/lib/client/queries/current-user';
import { CallContext } from './call-context';
import styles from './call.module.css';
import { loadPeerFactory } from './peer-factory';
import { startRingtone } from './ringtone';

// The call screens are loaded when a call first starts or rings, not with every page.
const CallOverlay = lazy(() => import('./call-overlay').then((m) => ({ default: m.CallOverlay })));
const IncomingCall = lazy(() => import('./incoming-call').then((m) => ({ default: m.IncomingCall })));

/**
 * Voice and video calls for the whole signed-in area (SPEC.md section 4, "Call"): one call
 * controller (lib/client/call/call-controller.ts) per socket, given to the screens through
 * CallContext (call-context.ts), and the incoming-call window and the call window.
 */
export function CallProvider({ children }: { children: React.ReactNode }) {
  const t = useTranslations('call');
  const socket = useSocket();
  const queryClient = useQueryClient();
  const { data: me } = useCurrentUser();
  const myId = String(me?.id ?? me?._id ?? '');
  const myName = String(me?.name || me?.username || '');
  const myAvatar = String(me?.avatar ?? '');

  const controller = useMemo(
    () =>
      new CallController({
        socket,
        loadPeers: () => loadPeerFactory(() => iceServers(queryClient)),
        findChat: (chatId) => queryClient.getQueryData<Chat[]>(chatsKey)?.find((c) => c._id === chatId || c.id === chatId),
        ring: startRingtone,
      }),
    [socket, queryClient],
  );
  // Leaving the signed-in area (logout) ends a running call.
  useEffect(() => controller.start(), [controller]);
  useEffect(() => controller.setIdentity({ id: myId, name: myName, avatar: myAvatar }), [controller, myId, myName, myAvatar]);

  const { state, notice } = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);

  return (
    <CallContext.Provider value={controller}>
      {children}
      <Suspense fallback={null}>{state.phase === 'ringing' ? <IncomingCall /> : state.phase !== 'init' && <CallOverlay />}</Suspense>
      {notice && (
        <div className={styles.notice} role="status" data-testid="call-notice">
          {t(notice)}
        </div>
      )}
    </CallContext.Provider>
  );
}

/** The ICE servers of GET /api/config; none are needed on one LAN or localhost. */
async function iceServers(queryClient: ReturnType<typeof useQueryClient>): Promise<RTCIceServer[]> {
  try {
    const config = await queryClient.fetchQuery(configQuery);
    return Array.isArray(config.iceServers) ? config.iceServers : [];
  } catch {
    return [];
  }
}
