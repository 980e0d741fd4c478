// Voice and video calls of the signed-in area (SPEC.md section 4, "Call"), without React: the
// state machine (call-state.ts), the socket signalling of API.md (call-socket.ts,
// call-server-events.ts), one peer connection per other participant (call-connect.ts, mesh.ts),
// the local microphone and camera (media.ts). Screens read its snapshot through
// useSyncExternalStore (components/call/call-provider.tsx) and call its methods; unit tests drive
// it with a fake socket, fake media and fake peers. What comes from outside is given
// (CallControllerDeps): the socket, getUserMedia, the peer factory, the chat list, the ring, the clock.
import { chatAvatar, chatTitle, otherMemberId } from '@/lib/client/chat/display';
import { prepareCall, relay } from './call-connect';
import { CallCore, emptySession, type CallControllerDeps, type CallIdentity } from './call-core';
import { serverEventHandlers } from './call-server-events';
import { listenToCalls } from './call-socket';
import { createNoticeTimer, isActive } from './call-state';
import type { CallNotice, CallSnapshot } from './call-store';
import { setTracksEnabled } from './media';
import { READY_SIGNAL } from './protocol';
import { CALL_NOTICE_MS } from './timings';

export type { CallClock, CallControllerDeps, CallIdentity } from './call-core';
export type { CallSocket } from './call-socket';
export type { CallSnapshot, RemotePeer } from './call-store';

export interface StartCallOptions {
  chatId: string;
  isVideo: boolean;
  /** whom the call window shows while calling (the other person, or the group) */
  peerName?: string;
  peerAvatar?: string;
}

export class CallController {
  private readonly core: CallCore;
  private readonly noticeTimer: ReturnType<typeof createNoticeTimer<CallNotice>>;
  private unlisten: (() => void) | null = null;

  /** the current snapshot: the same object until something changes */
  readonly getSnapshot: () => CallSnapshot;
  readonly subscribe: (listener: () => void) => () => void;

  constructor(deps: CallControllerDeps) {
    const core = new CallCore(deps);
    this.core = core;
    this.getSnapshot = core.store.getSnapshot;
    this.subscribe = core.store.subscribe;
    this.noticeTimer = createNoticeTimer<CallNotice>((notice) => core.store.set({ notice }), CALL_NOTICE_MS, core.clock);
  }

  /** Listens to the socket; answers `dispose`. Starting again after `dispose` is allowed. */
  start(): () => void {
    this.core.stopped = false;
    this.unlisten ??= listenToCalls(this.core.deps.socket, serverEventHandlers(this.core));
    this.core.entered(this.core.state);
    return this.dispose;
  }

  /** Leaving the signed-in area (logout): a running call ends, media and timers are freed. */
  readonly dispose = (): void => {
    const { core } = this;
    this.unlisten?.();
    this.unlisten = null;
    core.stopped = true;
    if (isActive(core.state.phase)) core.tellEnded(core.state.chatId);
    core.teardown();
    core.phaseTimer.dispose();
    this.noticeTimer.dispose();
    core.ring(null);
  };

  setIdentity(me: CallIdentity): void {
    this.core.me = { ...me };
  }

  readonly startCall = async ({ chatId, isVideo, peerName, peerAvatar }: StartCallOptions): Promise<void> => {
    const { core } = this;
    if (core.state.phase !== 'init') return this.noticeTimer.show('alreadyInCall');
    const { id: me, name, avatar } = core.me;
    const chat = core.deps.findChat?.(chatId);
    core.dispatch({
      type: 'start',
      chatId,
      callerId: me,
      isVideo,
      isGroup: chat?.type === 'group',
      title: peerName ?? (chat ? chatTitle(chat, me) : ''),
      avatar: peerAvatar ?? (chat ? chatAvatar(chat, me) : ''),
    });
    if (!core.deps.socket?.connected) return core.fail('connection', undefined, false);
    const mesh = await prepareCall(core, chatId, me, isVideo);
    if (!mesh) return;
    const to = chat?.type === 'single' ? otherMemberId(chat, me) : undefined;
    const answer = await core.request('call:incoming', { chatId, ...(to ? { to } : {}), isVideo, name, avatar });
    if (!core.stillIn(chatId)) {
      // Hung up while the ring was on its way: make sure the server forgets it too.
      if (answer.ok) core.tellEnded(chatId);
      return;
    }
    if (!answer.ok) return core.fail(answer.code === 'CALL_BUSY' ? 'busy' : answer.code === 'NETWORK_ERROR' ? 'connection' : 'call', answer.code, false);
    core.dispatch({ type: 'rang' });
  };

  readonly accept = async (): Promise<void> => {
    const { core } = this;
    const current = core.state;
    if (current.phase !== 'ringing' || !current.chatId || !current.callerId) return;
    const { chatId, callerId, isVideo } = current;
    core.dispatch({ type: 'accept' });
    core.session = { ...emptySession(), chatId };
    // The answer goes out at once (the server stops its ring timer, a permission prompt does not
    // count against it) while the devices open; what comes back meanwhile waits in `pending`.
    const { name, avatar } = core.me;
    void core.request('call:signal', { chatId, to: callerId, signal: READY_SIGNAL, isVideo, name, avatar }).then((answer) => {
      if (answer.ok || !core.stillIn(chatId)) return;
      if (answer.code === 'CALL_BUSY') core.fail('busy', answer.code);
      else if (answer.code === 'NETWORK_ERROR') core.fail('connection');
      else core.fail('call', answer.code, answer.code !== 'NO_CALL');
    });
    const mesh = await prepareCall(core, chatId, callerId, isVideo);
    if (!mesh) return;
    mesh.readyWasSent(callerId);
    for (const early of core.session.pending.splice(0)) relay(core, mesh, early);
  };

  /** Leaves the call or cancels its ring. */
  readonly hangUp = (): void => {
    if (isActive(this.core.state.phase)) this.core.finish({ type: 'hang-up' }, true);
  };

  /** Declines a ring: the same as hanging up. */
  readonly decline = (): void => this.hangUp();

  /** Closes the last word of a finished call before its delay. */
  readonly close = (): void => {
    this.core.dispatch({ type: 'close' });
  };

  readonly toggleMic = (): void => this.toggleMedia('audio');

  readonly toggleCamera = (): void => this.toggleMedia('video');

  private toggleMedia(kind: 'audio' | 'video'): void {
    const { core } = this;
    const key = kind === 'audio' ? 'micOn' : 'cameraOn';
    const on = !core.store.getSnapshot()[key];
    setTracksEnabled(core.session.stream, kind, on);
    core.store.set({ [key]: on });
    core.session.mesh?.broadcast(core.mediaState());
  }
}
