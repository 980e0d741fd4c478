// What the parts of the call controller share (call-controller.ts): the given edges, the store
// the screens read, the current call's media and mesh, and the steps every part takes (enter a
// state, end the call, talk to the server). No React.
import type { Chat } from '@/lib/contract/answers';
import { createPhaseTimer, isActive, systemTimers, type CallAction, type CallErrorKind, type CallState, type CallTimers } from './call-state';
import { request, tellEnded, type CallSocket, type OutgoingRing, type OutgoingSignal, type SignalPayload } from './call-socket';
import { CallStore } from './call-store';
import { stopMedia } from './media';
import type { CallMesh, PeerFactory, SendResult } from './mesh';
import { encodeMediaState } from './protocol';

/** the signed-in user, as the others see them in the call */
export interface CallIdentity {
  id: string;
  name: string;
  avatar: string;
}

export interface CallClock extends CallTimers {
  now(): number;
}

export type PeerFactoryOf = (stream: MediaStream) => PeerFactory<MediaStream>;

export interface CallControllerDeps {
  socket: CallSocket | null;
  /** the peer machinery (simple-peer and the ICE servers): loaded when a call starts or rings */
  loadPeers(): Promise<PeerFactoryOf>;
  /** the microphone (and camera): getUserMedia by default */
  openMedia?(isVideo: boolean): Promise<MediaStream>;
  /** a chat of the cached chat list, for the title and picture of a call */
  findChat?(chatId: string): Chat | undefined;
  /** starts the ring of a ringing or calling phone; answers its stop function */
  ring?(kind: 'incoming' | 'outgoing'): () => void;
  clock?: CallClock;
}

/** The media and the connections of the current call. */
export interface Session {
  chatId: string | null;
  mesh: CallMesh<MediaStream> | null;
  stream: MediaStream | null;
  /** some peer connection opened during this call */
  everConnected: boolean;
  /** signals that came back before the callee's media (and so its mesh) was ready */
  pending: SignalPayload[];
}

export const emptySession = (): Session => ({ chatId: null, mesh: null, stream: null, everConnected: false, pending: [] });

const systemClock: CallClock = { ...systemTimers, now: () => Date.now() };

export class CallCore {
  readonly store = new CallStore();
  readonly clock: CallClock;
  readonly phaseTimer: ReturnType<typeof createPhaseTimer>;
  session: Session = emptySession();
  me: CallIdentity = { id: '', name: '', avatar: '' };
  /** after `dispose`: what an awaited step comes back to is dropped */
  stopped = false;
  private ringing: { kind: 'incoming' | 'outgoing'; stop: () => void } | null = null;

  constructor(readonly deps: CallControllerDeps) {
    this.clock = deps.clock ?? systemClock;
    this.phaseTimer = createPhaseTimer((action, from) => this.onTimeout(action, from), this.clock);
  }

  get state(): CallState {
    return this.store.state;
  }

  dispatch(action: CallAction): void {
    const before = this.state;
    const next = this.store.dispatch(action);
    if (next !== before) this.entered(next);
  }

  /** A phase's timeout and ring start when the call enters it. */
  entered(state: CallState): void {
    this.phaseTimer.enter(state);
    this.ring(state.phase === 'ringing' ? 'incoming' : state.phase === 'calling' ? 'outgoing' : null);
  }

  ring(kind: 'incoming' | 'outgoing' | null): void {
    if (this.ringing?.kind === kind || (!this.ringing && !kind)) return;
    this.ringing?.stop();
    this.ringing = kind && this.deps.ring ? { kind, stop: this.deps.ring(kind) } : null;
  }

  /** the user is still in that call (in that phase): an awaited step may come back to a call left meanwhile */
  stillIn(chatId: string, phase?: CallState['phase']): boolean {
    const current = this.state;
    return !this.stopped && current.chatId === chatId && (phase ? current.phase === phase : isActive(current.phase));
  }

  // ---- ending ----
  /** Ends this side's part: tells the server (unless it told us), frees media, then the state. */
  finish(action: CallAction, tellServer: boolean): void {
    if (tellServer) this.tellEnded(this.state.chatId);
    this.teardown();
    this.dispatch(action);
  }

  fail(kind: CallErrorKind, reason?: string, tellServer = true): void {
    this.finish({ type: 'fail', kind, reason }, tellServer);
  }

  teardown(): void {
    const { mesh, stream } = this.session;
    mesh?.destroy();
    stopMedia(stream);
    this.session = emptySession();
    this.store.set({ localStream: null });
    this.store.clearRemotes();
  }

  /** The timeout of a phase (closing delays, ring fallback, connect limit), unless it was left. */
  private onTimeout(action: CallAction, from: CallState): void {
    if (this.state.phase !== from.phase || this.state.chatId !== from.chatId) return;
    if (action.type === 'close') this.dispatch(action);
    else if (action.type === 'fail') this.fail(action.kind, action.reason);
    else this.finish(action, true);
  }

  // ---- edges ----
  /** what the data channel tells the others: our microphone and camera are on */
  mediaState(): string {
    const { micOn, cameraOn } = this.store.getSnapshot();
    return encodeMediaState({ mic: micOn, camera: cameraOn });
  }

  /** the peer machinery; a loader that throws is a rejected promise */
  loadPeers(): Promise<PeerFactoryOf> {
    return new Promise((resolve) => resolve(this.deps.loadPeers()));
  }

  request(...args: ['call:incoming', OutgoingRing] | ['call:signal', OutgoingSignal]): Promise<SendResult> {
    return request(this.deps.socket, ...args);
  }

  tellEnded(chatId: string | null): void {
    tellEnded(this.deps.socket, chatId);
  }
}
