// The call state machine of SPEC.md section 4, as a pure reducer (no React, no I/O), so its rules
// are unit-tested directly. The call controller (call-controller.ts) feeds it and acts on what it answers.
//
//   caller:  init → connecting (media) → calling (ringing others) → in-call (a signal returns)
//   callee:  init → ringing → connecting (accepted) → in-call (a peer connects)
//   either:  → ended (hang up, decline, the others left)   closes after 0.8 s
//            → no-answer (the caller's unanswered call ended; `declined` when the callee said no) closes after 1.5 s
//            → error (media, call refused, connection)     closes after 4 s or by hand
import {
  CALL_CONNECT_TIMEOUT_MS,
  CALL_END_CLOSE_MS,
  CALL_ERROR_CLOSE_MS,
  CALL_NO_ANSWER_CLOSE_MS,
  CALL_RING_GRACE_MS,
  CALL_RING_TIMEOUT_MS,
} from './timings';

export type CallPhase = 'init' | 'connecting' | 'calling' | 'ringing' | 'in-call' | 'ended' | 'no-answer' | 'error';

/** media: mic/camera refused or missing; busy: CALL_BUSY; call: refused with a reason; connection: socket or peer failure */
export type CallErrorKind = 'media' | 'busy' | 'call' | 'connection';

export interface CallState {
  phase: CallPhase;
  chatId: string | null;
  isVideo: boolean;
  /** the callee side (SPEC.md: isReceiver) */
  isReceiver: boolean;
  isGroup: boolean;
  /** who started the call */
  callerId: string | null;
  /** whom the window shows: the other person, or the group */
  title: string;
  avatar: string;
  /** the caller's name, for a group's ring ("X is calling") */
  callerName: string;
  /** local microphone and camera are open */
  mediaReady: boolean;
  /** when the call became in-call (ms since the epoch), for the running timer */
  connectedAt: number | null;
  error: { kind: CallErrorKind; reason?: string } | null;
  /** no-answer: the callee declined (rather than letting it ring out) */
  declined: boolean;
}

export const initialCallState: CallState = {
  phase: 'init',
  chatId: null,
  isVideo: false,
  isReceiver: false,
  isGroup: false,
  callerId: null,
  title: '',
  avatar: '',
  callerName: '',
  mediaReady: false,
  connectedAt: null,
  error: null,
  declined: false,
};

export type CallAction =
  | { type: 'start'; chatId: string; callerId: string; isVideo: boolean; isGroup: boolean; title: string; avatar: string }
  | { type: 'incoming'; chatId: string; callerId: string; isVideo: boolean; isGroup: boolean; title: string; avatar: string; callerName: string }
  | { type: 'media-ready' }
  /** the server accepted the ring (caller) */
  | { type: 'rang' }
  | { type: 'accept' }
  /** caller: the first signal came back; callee: the first peer connected */
  | { type: 'joined'; now: number }
  /** this side hung up, cancelled or declined */
  | { type: 'hang-up' }
  /** the server or the peers ended it */
  | { type: 'remote-ended'; declined?: boolean }
  | { type: 'fail'; kind: CallErrorKind; reason?: string }
  | { type: 'close' };

export const isActive = (phase: CallPhase) => phase === 'connecting' || phase === 'calling' || phase === 'ringing' || phase === 'in-call';

export function callReducer(state: CallState, action: CallAction): CallState {
  switch (action.type) {
    case 'start':
      if (state.phase !== 'init') return state;
      return { ...initialCallState, phase: 'connecting', chatId: action.chatId, callerId: action.callerId, isVideo: action.isVideo, isGroup: action.isGroup, title: action.title, avatar: action.avatar };
    case 'incoming':
      if (state.phase !== 'init') return state;
      return {
        ...initialCallState,
        phase: 'ringing',
        isReceiver: true,
        chatId: action.chatId,
        callerId: action.callerId,
        isVideo: action.isVideo,
        isGroup: action.isGroup,
        title: action.title,
        avatar: action.avatar,
        callerName: action.callerName,
      };
    case 'media-ready':
      return state.phase === 'connecting' ? { ...state, mediaReady: true } : state;
    case 'rang':
      return state.phase === 'connecting' && !state.isReceiver ? { ...state, phase: 'calling' } : state;
    case 'accept':
      return state.phase === 'ringing' ? { ...state, phase: 'connecting' } : state;
    case 'joined':
      if (state.phase === 'calling' || state.phase === 'connecting') return { ...state, phase: 'in-call', connectedAt: action.now };
      return state;
    case 'hang-up':
      return isActive(state.phase) ? { ...state, phase: 'ended' } : state;
    case 'remote-ended':
      if (!isActive(state.phase)) return state;
      // The caller's call that nobody took: "no one answered the call".
      if (state.phase === 'calling') return { ...state, phase: 'no-answer', declined: !!action.declined };
      return { ...state, phase: 'ended' };
    case 'fail':
      if (state.phase === 'init' || state.phase === 'ended' || state.phase === 'no-answer') return state;
      return { ...state, phase: 'error', error: { kind: action.kind, reason: action.reason } };
    case 'close':
      return state.phase === 'ended' || state.phase === 'no-answer' || state.phase === 'error' ? initialCallState : state;
  }
}

/** What happens by itself after a while in a state, if nothing else does first. */
export interface PhaseTimeout {
  ms: number;
  action: CallAction;
}

export function phaseTimeout(state: CallState): PhaseTimeout | null {
  switch (state.phase) {
    case 'ended':
      return { ms: CALL_END_CLOSE_MS, action: { type: 'close' } };
    case 'no-answer':
      return { ms: CALL_NO_ANSWER_CLOSE_MS, action: { type: 'close' } };
    case 'error':
      return { ms: CALL_ERROR_CLOSE_MS, action: { type: 'close' } };
    // The server ends an unanswered call (and says so); this only covers a lost `call:ended`.
    case 'calling':
      return { ms: CALL_RING_TIMEOUT_MS + CALL_RING_GRACE_MS, action: { type: 'remote-ended' } };
    case 'ringing':
      return { ms: CALL_RING_TIMEOUT_MS + CALL_RING_GRACE_MS, action: { type: 'remote-ended' } };
    case 'connecting':
      // Waiting for a permission prompt has no limit; waiting for the peer has.
      return state.isReceiver && state.mediaReady ? { ms: CALL_CONNECT_TIMEOUT_MS, action: { type: 'fail', kind: 'connection' } } : null;
    default:
      return null;
  }
}

/** Where the timers below run: the global timers, or a test's own clock. */
export interface CallTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemTimers: CallTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout> | undefined),
};

/**
 * Runs the timeout of each state the call enters: entering a state clears the previous state's
 * timer. `fire` gets the action to dispatch. Framework-free, so it is tested with fake timers.
 */
export function createPhaseTimer(fire: (action: CallAction, from: CallState) => void, timers: CallTimers = systemTimers) {
  let timer: unknown;
  let current: CallState | null = null;
  return {
    enter(state: CallState) {
      if (current && current.phase === state.phase && current.mediaReady === state.mediaReady && current.chatId === state.chatId) return;
      current = state;
      timers.clearTimeout(timer);
      timer = undefined;
      const rule = phaseTimeout(state);
      if (rule) timer = timers.setTimeout(() => fire(rule.action, state), rule.ms);
    },
    dispose() {
      timers.clearTimeout(timer);
      timer = undefined;
      current = null;
    },
  };
}

/** The running call timer: "0:07", "12:34", "1:02:03". */
export function formatCallClock(elapsedMs: number): string {
  const total = Math.max(0, Math.floor(elapsedMs / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * A notice that goes away by itself (e.g. "you already have another call" while a call runs);
 * showing another replaces it and restarts the clock.
 */
export function createNoticeTimer<T = string>(onChange: (notice: T | null) => void, ms: number, timers: CallTimers = systemTimers) {
  let timer: unknown;
  return {
    show(notice: T) {
      timers.clearTimeout(timer);
      onChange(notice);
      timer = timers.setTimeout(() => onChange(null), ms);
    },
    dispose() {
      timers.clearTimeout(timer);
    },
  };
}
