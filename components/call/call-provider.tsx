'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '@/lib/client/api';
import { callReducer, createNoticeTimer, createPhaseTimer, initialCallState, isActive, type CallAction, type CallErrorKind, type CallState } from '@/lib/client/call/call-state';
import { openLocalMedia, setTracksEnabled, stopMedia } from '@/lib/client/call/media';
import { CallMesh, type PeerGoneReason, type SendResult } from '@/lib/client/call/mesh';
import { encodeMediaState, parseMediaState, READY_SIGNAL, type Signal } from '@/lib/client/call/protocol';
import { CALL_NOTICE_MS } from '@/lib/client/call/timings';
import { avatarSrc, chatAvatar, chatTitle, otherMemberId } from '@/lib/client/chat/display';
import { chatsKey } from '@/lib/client/chat/queries';
import type { Chat } from '@/lib/client/chat/types';
import { useSocket, useSocketEvent } from '@/lib/client/socket-context';
import type { PublicConfig } from '@/lib/client/use-config';
import { useCurrentUser } from '@/lib/client/use-current-user';
import styles from './call.module.css';
import { loadSimplePeer, simplePeerFactory } from './peer-factory';
import { startRingtone } from './ringtone';

// The call screens are loaded when a call first starts or rings, not with every page.
const CallOverlay = lazy(() => import('./call-overlay').then((m) => ({ default: m.CallOverlay })));
const IncomingCall = lazy(() => import('./incoming-call').then((m) => ({ default: m.IncomingCall })));

export interface StartCallOptions {
  chatId: string;
  isVideo: boolean;
  /** whom the call window shows while calling (the other person, or the group) */
  peerName?: string;
  peerAvatar?: string;
}

/** Someone else in the call: one tile each. */
export interface RemotePeer {
  id: string;
  name: string;
  avatar: string;
  stream: MediaStream | null;
  connected: boolean;
  micOn: boolean;
  cameraOn: boolean;
}

export interface CallContextValue {
  state: CallState;
  remotes: RemotePeer[];
  localStream: MediaStream | null;
  micOn: boolean;
  cameraOn: boolean;
  /** a passing notice beside the call ("you already have another call") */
  notice: string | null;
  startCall(options: StartCallOptions): Promise<void>;
  accept(): Promise<void>;
  decline(): void;
  hangUp(): void;
  close(): void;
  toggleMic(): void;
  toggleCamera(): void;
}

const CallContext = createContext<CallContextValue | null>(null);

/** The call API of the signed-in area: `startCall` and the state of the current call. */
export function useCall(): CallContextValue {
  const value = useContext(CallContext);
  if (!value) throw new Error('useCall outside <CallProvider>');
  return value;
}

interface IncomingPayload {
  chatId: string;
  from: string;
  calleeIds?: string[];
  isVideo?: boolean;
  name?: string;
  avatar?: string;
}

interface SignalPayload {
  chatId: string;
  from: string;
  signal: Signal;
  name?: string;
  avatar?: string;
  participants?: string[];
}

interface Session {
  chatId: string | null;
  mesh: CallMesh<MediaStream> | null;
  stream: MediaStream | null;
  /** some peer connection opened during this call */
  everConnected: boolean;
  /** signals that came back before the callee's media (and so its mesh) was ready */
  pending: SignalPayload[];
}

const ACK_TIMEOUT_MS = 10_000;
const emptySession = (): Session => ({ chatId: null, mesh: null, stream: null, everConnected: false, pending: [] });
const MAX_PENDING_SIGNALS = 200;

/**
 * Voice and video calls for the whole signed-in area (SPEC.md section 4, "Call"): the state
 * machine, the socket signalling of API.md, one simple-peer connection per other participant
 * (lib/client/call/mesh.ts), the incoming-call window and the call window.
 */
export function CallProvider({ children }: { children: React.ReactNode }) {
  const t = useTranslations('call');
  const socket = useSocket();
  const queryClient = useQueryClient();
  const { data: me } = useCurrentUser();
  const myId = String(me?.id ?? me?._id ?? '');
  const myName = String(me?.name || me?.username || '');
  const myAvatar = String(me?.avatar ?? '');

  const [state, setState] = useState<CallState>(initialCallState);
  const [remoteMap, setRemoteMap] = useState<Record<string, RemotePeer>>({});
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const [notice, setNotice] = useState<string | null>(null);

  const stateRef = useRef<CallState>(initialCallState);
  const session = useRef<Session>(emptySession());
  const socketRef = useRef(socket);
  const meRef = useRef({ myId, myName, myAvatar });
  const mediaRef = useRef({ mic: true, camera: true });
  useEffect(() => {
    socketRef.current = socket;
    meRef.current = { myId, myName, myAvatar };
  });

  const dispatch = useCallback((action: CallAction) => {
    const next = callReducer(stateRef.current, action);
    if (next !== stateRef.current) {
      stateRef.current = next;
      setState(next);
    }
    return next;
  }, []);

  // ---- remote tiles ----
  const patchRemote = useCallback((id: string, patch: Partial<RemotePeer>) => {
    setRemoteMap((map) => {
      const current = map[id] ?? { id, name: '', avatar: '', stream: null, connected: false, micOn: true, cameraOn: true };
      const next = { ...current, ...patch };
      if (Object.keys(patch).every((key) => current[key as keyof RemotePeer] === next[key as keyof RemotePeer]) && map[id]) return map;
      return { ...map, [id]: next };
    });
  }, []);
  const removeRemote = useCallback((id: string) => {
    setRemoteMap((map) => {
      if (!map[id]) return map;
      const next = { ...map };
      delete next[id];
      return next;
    });
  }, []);

  // ---- socket ----
  const emitAck = useCallback(
    (event: string, payload: Record<string, unknown>) =>
      new Promise<SendResult>((resolve) => {
        const current = socketRef.current;
        if (!current?.connected) return resolve({ ok: false, code: 'NETWORK_ERROR' });
        current.timeout(ACK_TIMEOUT_MS).emit(event, payload, (error: Error | null, answer?: SendResult) => {
          resolve(error ? { ok: false, code: 'NETWORK_ERROR' } : (answer ?? { ok: true }));
        });
      }),
    [],
  );
  const tellEnded = useCallback((chatId: string | null) => {
    if (chatId && socketRef.current?.connected) socketRef.current.emit('call:ended', { chatId });
  }, []);

  // ---- ending ----
  const teardown = useCallback(() => {
    const current = session.current;
    current.mesh?.destroy();
    stopMedia(current.stream);
    session.current = emptySession();
    setLocalStream(null);
    setRemoteMap({});
  }, []);

  /** Ends this side's part: tells the server (unless it told us), frees media, then the state. */
  const finish = useCallback(
    (action: CallAction, tellServer: boolean) => {
      if (tellServer) tellEnded(stateRef.current.chatId);
      teardown();
      dispatch(action);
    },
    [dispatch, teardown, tellEnded],
  );
  const fail = useCallback((kind: CallErrorKind, reason?: string, tellServer = true) => finish({ type: 'fail', kind, reason }, tellServer), [finish]);

  /** the user is still in that call (in that phase): an awaited step may come back to a call left meanwhile */
  const stillIn = useCallback(
    (chatId: string, phase?: CallState['phase']) => stateRef.current.chatId === chatId && (phase ? stateRef.current.phase === phase : isActive(stateRef.current.phase)),
    [],
  );

  // ---- the mesh of one call ----
  const onPeerGone = useCallback(
    (id: string, reason: PeerGoneReason) => {
      removeRemote(id);
      const mesh = session.current.mesh;
      const current = stateRef.current;
      if (!mesh || mesh.size > 0 || !(current.phase === 'in-call' || current.phase === 'connecting')) return;
      // Nobody left to talk to. A connection that never opened is a connection error.
      if (!session.current.everConnected && (reason === 'error' || reason === 'closed')) fail('connection');
      else finish({ type: 'remote-ended' }, true);
    },
    [fail, finish, removeRemote],
  );

  const createMesh = useCallback(
    (chatId: string, callerId: string, isVideo: boolean, stream: MediaStream, SimplePeer: Awaited<ReturnType<typeof loadSimplePeer>>, iceServers: RTCIceServer[]) => {
      const mesh: CallMesh<MediaStream> = new CallMesh<MediaStream>({
        myId: meRef.current.myId,
        callerId,
        createPeer: simplePeerFactory(SimplePeer, stream, iceServers),
        send: (to, signal) => emitAck('call:signal', { chatId, to, signal, isVideo, name: meRef.current.myName, avatar: meRef.current.myAvatar }),
        events: {
          stream: (id, remote) => patchRemote(id, { stream: remote }),
          connected: (id) => {
            session.current.everConnected = true;
            patchRemote(id, { connected: true });
            mesh.sendTo(id, encodeMediaState(mediaRef.current));
            if (stateRef.current.phase === 'connecting') dispatch({ type: 'joined', now: Date.now() });
          },
          data: (id, data) => {
            const media = parseMediaState(data);
            if (media) patchRemote(id, { micOn: media.mic, cameraOn: media.camera });
          },
          gone: onPeerGone,
          refused: (_id, code) => {
            if (code === 'NO_CALL' && stillIn(chatId)) finish({ type: 'remote-ended' }, false);
          },
        },
      });
      return mesh;
    },
    [dispatch, emitAck, finish, onPeerGone, patchRemote, stillIn],
  );

  const iceServers = useCallback(async (): Promise<RTCIceServer[]> => {
    try {
      const config = await queryClient.fetchQuery({ queryKey: ['config'], queryFn: () => api<PublicConfig>('/config'), staleTime: Infinity });
      return Array.isArray(config.iceServers) ? config.iceServers : [];
    } catch {
      return []; // none are needed on one LAN or localhost
    }
  }, [queryClient]);

  /** Opens the microphone (and camera) and the peer machinery; null when this call was left meanwhile. */
  const prepare = useCallback(
    async (chatId: string, callerId: string, isVideo: boolean): Promise<CallMesh<MediaStream> | null> => {
      // simple-peer and the ICE servers load while the browser opens the devices
      const machinery = Promise.all([loadSimplePeer(), iceServers()]);
      machinery.catch(() => undefined);
      let stream: MediaStream;
      try {
        stream = await openLocalMedia(isVideo);
      } catch {
        if (stillIn(chatId)) fail('media', undefined, stateRef.current.isReceiver);
        return null;
      }
      let SimplePeer: Awaited<ReturnType<typeof loadSimplePeer>>;
      let servers: RTCIceServer[];
      try {
        [SimplePeer, servers] = await machinery;
      } catch {
        stopMedia(stream);
        if (stillIn(chatId)) fail('connection', undefined, stateRef.current.isReceiver);
        return null;
      }
      if (!stillIn(chatId, 'connecting')) {
        stopMedia(stream);
        return null;
      }
      mediaRef.current = { mic: true, camera: isVideo };
      setMicOn(true);
      setCameraOn(isVideo);
      const mesh = createMesh(chatId, callerId, isVideo, stream, SimplePeer, servers);
      session.current = { ...session.current, chatId, mesh, stream, everConnected: false };
      setLocalStream(stream);
      dispatch({ type: 'media-ready' });
      return mesh;
    },
    [createMesh, dispatch, fail, iceServers, stillIn],
  );

  // ---- notices ----
  const [noticeTimer] = useState(() => createNoticeTimer(setNotice, CALL_NOTICE_MS));
  useEffect(() => () => noticeTimer.dispose(), [noticeTimer]);

  const findChat = useCallback((chatId: string) => queryClient.getQueryData<Chat[]>(chatsKey)?.find((c) => c._id === chatId || c.id === chatId), [queryClient]);

  // ---- actions ----
  const startCall = useCallback(
    async ({ chatId, isVideo, peerName, peerAvatar }: StartCallOptions) => {
      if (stateRef.current.phase !== 'init') {
        noticeTimer.show(t('alreadyInCall'));
        return;
      }
      const { myId: me, myName: name, myAvatar: avatar } = meRef.current;
      const chat = findChat(chatId);
      dispatch({
        type: 'start',
        chatId,
        callerId: me,
        isVideo,
        isGroup: chat?.type === 'group',
        title: peerName ?? (chat ? chatTitle(chat, me) : ''),
        avatar: peerAvatar ?? (chat ? chatAvatar(chat, me) : ''),
      });
      if (!socketRef.current?.connected) return fail('connection', undefined, false);
      const mesh = await prepare(chatId, me, isVideo);
      if (!mesh) return;
      const to = chat?.type === 'single' ? otherMemberId(chat, me) : undefined;
      const answer = await emitAck('call:incoming', { chatId, ...(to ? { to } : {}), isVideo, name, avatar });
      if (!stillIn(chatId)) {
        // Hung up while the ring was on its way: make sure the server forgets it too.
        if (answer.ok) tellEnded(chatId);
        return;
      }
      if (!answer.ok) return fail(answer.code === 'CALL_BUSY' ? 'busy' : answer.code === 'NETWORK_ERROR' ? 'connection' : 'call', answer.code, false);
      dispatch({ type: 'rang' });
    },
    [dispatch, emitAck, fail, findChat, noticeTimer, prepare, stillIn, t, tellEnded],
  );

  /** A relayed signal into the mesh; its sender's name and picture onto their tile. */
  const relay = useCallback(
    (mesh: CallMesh<MediaStream>, payload: SignalPayload) => {
      patchRemote(payload.from, { name: payload.name ?? '', avatar: payload.avatar ?? '' });
      mesh.handleSignal(payload.from, payload.signal, payload.participants ?? []);
    },
    [patchRemote],
  );

  const accept = useCallback(async () => {
    const current = stateRef.current;
    if (current.phase !== 'ringing' || !current.chatId || !current.callerId) return;
    const { chatId, callerId, isVideo } = current;
    dispatch({ type: 'accept' });
    session.current = { ...emptySession(), chatId };
    // The answer goes out at once (the server stops its ring timer, a permission prompt does not
    // count against it) while the devices open; what comes back meanwhile waits in `pending`.
    const { myName: name, myAvatar: avatar } = meRef.current;
    void emitAck('call:signal', { chatId, to: callerId, signal: READY_SIGNAL, isVideo, name, avatar }).then((answer) => {
      if (answer.ok || !stillIn(chatId)) return;
      if (answer.code === 'CALL_BUSY') fail('busy', answer.code);
      else if (answer.code === 'NETWORK_ERROR') fail('connection');
      else fail('call', answer.code, answer.code !== 'NO_CALL');
    });
    const mesh = await prepare(chatId, callerId, isVideo);
    if (!mesh) return;
    mesh.readyWasSent(callerId);
    for (const early of session.current.pending.splice(0)) relay(mesh, early);
  }, [dispatch, emitAck, fail, prepare, relay, stillIn]);

  const hangUp = useCallback(() => {
    if (isActive(stateRef.current.phase)) finish({ type: 'hang-up' }, true);
  }, [finish]);

  const close = useCallback(() => {
    dispatch({ type: 'close' });
  }, [dispatch]);

  const toggleMic = useCallback(() => {
    const mic = !mediaRef.current.mic;
    mediaRef.current = { ...mediaRef.current, mic };
    setTracksEnabled(session.current.stream, 'audio', mic);
    setMicOn(mic);
    session.current.mesh?.broadcast(encodeMediaState(mediaRef.current));
  }, []);

  const toggleCamera = useCallback(() => {
    const camera = !mediaRef.current.camera;
    mediaRef.current = { ...mediaRef.current, camera };
    setTracksEnabled(session.current.stream, 'video', camera);
    setCameraOn(camera);
    session.current.mesh?.broadcast(encodeMediaState(mediaRef.current));
  }, []);

  // ---- server events ----
  useSocketEvent<IncomingPayload>('call:incoming', (payload) => {
    const current = stateRef.current;
    if (!payload?.chatId || payload.from === meRef.current.myId) return;
    if (current.phase !== 'init') {
      // One call at a time: a second ring is declined at once (the caller sees no answer).
      if (current.chatId !== payload.chatId) tellEnded(payload.chatId);
      return;
    }
    const me = meRef.current.myId;
    const chat = findChat(payload.chatId);
    const isGroup = chat ? chat.type === 'group' : (payload.calleeIds?.length ?? 0) > 1;
    const callerName = payload.name || '';
    // what accepting needs, fetched while it rings
    void loadSimplePeer().catch(() => undefined);
    void iceServers();
    dispatch({
      type: 'incoming',
      chatId: payload.chatId,
      callerId: payload.from,
      isVideo: !!payload.isVideo,
      isGroup,
      title: (chat && chatTitle(chat, me)) || callerName,
      avatar: isGroup && chat ? chatAvatar(chat, me) : avatarSrc(payload.avatar),
      callerName: (chat?.nicknames?.[payload.from] as string | undefined) || callerName,
    });
  });

  useSocketEvent<SignalPayload>('call:signal', (payload) => {
    const current = stateRef.current;
    if (!payload?.chatId || payload.chatId !== current.chatId || !payload.signal) return;
    if (current.phase === 'ringing') {
      // This user took the call in another tab: stop ringing here.
      if (payload.participants?.includes(meRef.current.myId)) dispatch({ type: 'remote-ended' });
      return;
    }
    if (!isActive(current.phase)) return;
    const mesh = session.current.mesh;
    if (!mesh) {
      if (current.isReceiver && session.current.chatId === payload.chatId && session.current.pending.length < MAX_PENDING_SIGNALS) session.current.pending.push(payload);
      return;
    }
    relay(mesh, payload);
    // The caller is in the call as soon as a signal comes back (someone accepted).
    if (!current.isReceiver && (current.phase === 'calling' || current.phase === 'connecting')) dispatch({ type: 'joined', now: Date.now() });
  });

  useSocketEvent<{ chatId: string; from: string; reason?: string }>('call:ended', (payload) => {
    const current = stateRef.current;
    if (!payload?.chatId || payload.chatId !== current.chatId || !isActive(current.phase)) return;
    if (current.phase === 'ringing') {
      if (payload.from === current.callerId) finish({ type: 'remote-ended' }, false);
      return;
    }
    // The server ends a whole call `from` its caller: that is us when we called.
    if (payload.from === meRef.current.myId) return finish({ type: 'remote-ended', declined: payload.reason === 'declined' }, false);
    const mesh = session.current.mesh;
    if (!mesh) {
      if (payload.from === current.callerId) finish({ type: 'remote-ended' }, false);
      return;
    }
    removeRemote(payload.from);
    // A caller leaving a bigger call and the end of the whole call look alike (both `from` the
    // caller): the call is over here when no connection is left (the others' closes follow).
    const had = mesh.handleLeft(payload.from);
    if ((had || payload.from === current.callerId) && mesh.size === 0 && isActive(stateRef.current.phase)) finish({ type: 'remote-ended' }, true);
  });

  // The server ends our part of a call when this socket drops.
  useEffect(() => {
    if (!socket) return;
    const onDisconnect = () => {
      if (isActive(stateRef.current.phase) && stateRef.current.phase !== 'ringing') fail('connection', undefined, false);
      else if (stateRef.current.phase === 'ringing') finish({ type: 'remote-ended' }, false);
    };
    socket.on('disconnect', onDisconnect);
    return () => {
      socket.off('disconnect', onDisconnect);
    };
  }, [socket, fail, finish]);

  // ---- timeouts of each state (closing delays, ring fallback, connect limit) ----
  const onTimeout = useRef<(action: CallAction, from: CallState) => void>(() => undefined);
  useEffect(() => {
    onTimeout.current = (action, from) => {
      if (stateRef.current.phase !== from.phase || stateRef.current.chatId !== from.chatId) return;
      if (action.type === 'close') dispatch(action);
      else if (action.type === 'fail') fail(action.kind, action.reason);
      else finish(action, true);
    };
  });
  const phaseTimer = useRef<ReturnType<typeof createPhaseTimer> | null>(null);
  useEffect(() => {
    const timer = createPhaseTimer((action, from) => onTimeout.current(action, from));
    phaseTimer.current = timer;
    return () => timer.dispose();
  }, []);
  useEffect(() => {
    phaseTimer.current?.enter(state);
  }, [state]);

  // ---- ringing sound ----
  const ringing = state.phase === 'ringing' ? 'incoming' : state.phase === 'calling' ? 'outgoing' : null;
  useEffect(() => (ringing ? startRingtone(ringing) : undefined), [ringing]);

  // Leaving the signed-in area (logout) ends a running call.
  useEffect(
    () => () => {
      if (isActive(stateRef.current.phase)) tellEnded(stateRef.current.chatId);
      teardown();
    },
    [teardown, tellEnded],
  );

  const remotes = useMemo(() => Object.values(remoteMap), [remoteMap]);
  const value = useMemo<CallContextValue>(
    () => ({ state, remotes, localStream, micOn, cameraOn, notice, startCall, accept, decline: hangUp, hangUp, close, toggleMic, toggleCamera }),
    [state, remotes, localStream, micOn, cameraOn, notice, startCall, accept, hangUp, close, toggleMic, toggleCamera],
  );

  return (
    <CallContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>{state.phase === 'ringing' ? <IncomingCall /> : state.phase !== 'init' && <CallOverlay />}</Suspense>
      {notice && (
        <div className={styles.notice} role="status" data-testid="call-notice">
          {notice}
        </div>
      )}
    </CallContext.Provider>
  );
}
