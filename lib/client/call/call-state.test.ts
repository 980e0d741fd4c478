import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callReducer, createNoticeTimer, createPhaseTimer, formatCallClock, initialCallState, type CallAction, type CallState } from './call-state';
import {
  CALL_CONNECT_TIMEOUT_MS,
  CALL_END_CLOSE_MS,
  CALL_ERROR_CLOSE_MS,
  CALL_NO_ANSWER_CLOSE_MS,
  CALL_NOTICE_MS,
  CALL_RING_GRACE_MS,
  CALL_RING_TIMEOUT_MS,
} from './timings';

const run = (...actions: CallAction[]) => actions.reduce(callReducer, initialCallState);

const start: CallAction = { type: 'start', chatId: 'c1', callerId: 'me', isVideo: true, isGroup: false, title: 'Bob', avatar: '' };
const incoming: CallAction = { type: 'incoming', chatId: 'c1', callerId: 'bob', isVideo: false, isGroup: false, title: 'Bob', avatar: '', callerName: 'Bob' };

describe('call state machine (SPEC.md section 4)', () => {
  it('caller: init → connecting → calling → in-call → ended → init', () => {
    expect(run(start).phase).toBe('connecting');
    expect(run(start, { type: 'media-ready' }, { type: 'rang' }).phase).toBe('calling');
    const inCall = run(start, { type: 'media-ready' }, { type: 'rang' }, { type: 'joined', now: 1234 });
    expect(inCall).toMatchObject({ phase: 'in-call', connectedAt: 1234, isReceiver: false, isVideo: true });
    const ended = callReducer(inCall, { type: 'hang-up' });
    expect(ended.phase).toBe('ended');
    expect(callReducer(ended, { type: 'close' })).toEqual(initialCallState);
  });

  it('callee: ringing → connecting (accept) → in-call; audio when isVideo is false', () => {
    const ringing = run(incoming);
    expect(ringing).toMatchObject({ phase: 'ringing', isReceiver: true, isVideo: false, callerId: 'bob' });
    expect(run(incoming, { type: 'accept' }).phase).toBe('connecting');
    expect(run(incoming, { type: 'accept' }, { type: 'media-ready' }, { type: 'joined', now: 5 }).phase).toBe('in-call');
  });

  it('decline ends a ringing call; the caller hanging up ends it for the callee', () => {
    expect(run(incoming, { type: 'hang-up' }).phase).toBe('ended');
    expect(run(incoming, { type: 'remote-ended' }).phase).toBe('ended');
  });

  it("the caller's unanswered call ends as no-answer; an answered one as ended", () => {
    expect(run(start, { type: 'rang' }, { type: 'remote-ended' })).toMatchObject({ phase: 'no-answer', declined: false });
    // The server says the callee declined: the caller is told so, not "no one answered".
    expect(run(start, { type: 'rang' }, { type: 'remote-ended', declined: true })).toMatchObject({ phase: 'no-answer', declined: true });
    expect(run(start, { type: 'rang' }, { type: 'joined', now: 1 }, { type: 'remote-ended' }).phase).toBe('ended');
  });

  it('only one call at a time: a second start or ring is ignored while a call is open', () => {
    const calling = run(start, { type: 'rang' });
    expect(callReducer(calling, incoming)).toBe(calling);
    expect(callReducer(run(incoming), start)).toEqual(run(incoming));
    // still closing: the next call waits for the window to close
    const ended = run(start, { type: 'hang-up' });
    expect(callReducer(ended, incoming)).toBe(ended);
  });

  it('failures give the error state with their kind and reason; a finished call stays finished', () => {
    expect(run(start, { type: 'fail', kind: 'media' })).toMatchObject({ phase: 'error', error: { kind: 'media' } });
    expect(run(start, { type: 'rang' }, { type: 'fail', kind: 'call', reason: 'CALL_FULL' }).error).toEqual({ kind: 'call', reason: 'CALL_FULL' });
    const ended = run(start, { type: 'hang-up' });
    expect(callReducer(ended, { type: 'fail', kind: 'connection' })).toBe(ended);
    expect(callReducer(initialCallState, { type: 'fail', kind: 'connection' })).toBe(initialCallState);
  });

  it('ignores actions that do not fit the state', () => {
    expect(run({ type: 'accept' })).toBe(initialCallState);
    expect(run({ type: 'hang-up' })).toBe(initialCallState);
    expect(run({ type: 'joined', now: 1 })).toBe(initialCallState);
    const inCall = run(start, { type: 'rang' }, { type: 'joined', now: 1 });
    expect(callReducer(inCall, { type: 'close' })).toBe(inCall);
    expect(callReducer(inCall, { type: 'joined', now: 99 })).toBe(inCall);
  });
});

describe('call timings (SPEC.md section 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the values of the spec', () => {
    expect(CALL_RING_TIMEOUT_MS).toBe(40_000);
    expect(CALL_END_CLOSE_MS).toBe(800);
    expect(CALL_NO_ANSWER_CLOSE_MS).toBe(1_500);
  });

  function timer() {
    const fired: CallAction[] = [];
    const phases = createPhaseTimer((action) => fired.push(action));
    return { fired, phases };
  }

  it('closes the window 0.8 s after the call ended', () => {
    const { fired, phases } = timer();
    phases.enter(run(start, { type: 'rang' }, { type: 'joined', now: 0 }, { type: 'hang-up' }));
    vi.advanceTimersByTime(799);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual([{ type: 'close' }]);
  });

  it('closes 1.5 s after no answer', () => {
    const { fired, phases } = timer();
    phases.enter(run(start, { type: 'rang' }, { type: 'remote-ended' }));
    vi.advanceTimersByTime(1_499);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual([{ type: 'close' }]);
  });

  it('an error closes by itself after 4 s', () => {
    const { fired, phases } = timer();
    phases.enter(run(start, { type: 'fail', kind: 'media' }));
    vi.advanceTimersByTime(CALL_ERROR_CLOSE_MS - 1);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual([{ type: 'close' }]);
  });

  it('stops ringing by itself only well after the server should have ended the call (40 s + grace)', () => {
    const { fired, phases } = timer();
    phases.enter(run(incoming));
    vi.advanceTimersByTime(CALL_RING_TIMEOUT_MS + CALL_RING_GRACE_MS - 1);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual([{ type: 'remote-ended' }]);
  });

  it('entering the next state cancels the previous timeout', () => {
    const { fired, phases } = timer();
    const calling = run(start, { type: 'media-ready' }, { type: 'rang' });
    phases.enter(calling);
    vi.advanceTimersByTime(10_000);
    // staying in the same state does not restart its clock
    phases.enter({ ...calling });
    vi.advanceTimersByTime(10_000);
    const inCall = callReducer(calling, { type: 'joined', now: 0 });
    phases.enter(inCall);
    vi.advanceTimersByTime(10 * 60_000);
    expect(fired).toEqual([]);
    phases.enter(callReducer(inCall, { type: 'hang-up' }));
    phases.dispose();
    vi.advanceTimersByTime(5_000);
    expect(fired).toEqual([]);
  });

  it('a callee with media whose peer never connects gets a connection error after 30 s; a permission prompt has no limit', () => {
    const { fired, phases } = timer();
    const waitingForPrompt: CallState = run(incoming, { type: 'accept' });
    phases.enter(waitingForPrompt);
    vi.advanceTimersByTime(5 * 60_000);
    expect(fired).toEqual([]);
    phases.enter(callReducer(waitingForPrompt, { type: 'media-ready' }));
    vi.advanceTimersByTime(CALL_CONNECT_TIMEOUT_MS);
    expect(fired).toEqual([{ type: 'fail', kind: 'connection' }]);
  });

  it('a notice shows for 4 s; a new one replaces it and restarts the clock', () => {
    const shown: (string | null)[] = [];
    const notice = createNoticeTimer((text) => shown.push(text), CALL_NOTICE_MS);
    notice.show('busy');
    vi.advanceTimersByTime(3_000);
    notice.show('busy again');
    vi.advanceTimersByTime(3_999);
    expect(shown).toEqual(['busy', 'busy again']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['busy', 'busy again', null]);
    notice.dispose();
  });
});

describe('formatCallClock', () => {
  it('shows minutes and seconds, and hours once there are any', () => {
    expect(formatCallClock(0)).toBe('0:00');
    expect(formatCallClock(7_900)).toBe('0:07');
    expect(formatCallClock(754_000)).toBe('12:34');
    expect(formatCallClock(3_723_000)).toBe('1:02:03');
    expect(formatCallClock(-5)).toBe('0:00');
  });
});
