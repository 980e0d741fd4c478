import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDelay, createTimedValue } from '@/lib/client/chat/delay';
import { createLongPress } from '@/lib/client/chat/long-press';
import { createToastQueue } from '@/lib/client/chat/toast-queue';
import { createTypingNotifier, createTypingTracker } from '@/lib/client/chat/typing';
import {
  CHAT_ROW_LONG_PRESS_MS,
  HIGHLIGHT_MS,
  MESSAGE_LONG_PRESS_MS,
  MESSAGE_MENU_AUTO_CLOSE_MS,
  NEW_MESSAGE_TOAST_MS,
  NOTICE_MS,
  REACTION_HOVER_MS,
  TYPING_STOP_MS,
} from '@/lib/client/chat/timings';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('timings of SPEC.md section 9', () => {
  it('has the values of the spec', () => {
    expect(CHAT_ROW_LONG_PRESS_MS).toBe(520);
    expect(MESSAGE_LONG_PRESS_MS).toBe(420);
    expect(REACTION_HOVER_MS).toBe(800);
    expect(MESSAGE_MENU_AUTO_CLOSE_MS).toBe(4000);
    expect(TYPING_STOP_MS).toBe(1500);
    expect(NEW_MESSAGE_TOAST_MS).toBe(3500);
    expect(NOTICE_MS).toBe(4000);
    expect(HIGHLIGHT_MS).toBe(1800);
  });
});

describe('long press', () => {
  it('fires after 520 ms on a chat row, not before', () => {
    const fired = vi.fn();
    const press = createLongPress({ delay: CHAT_ROW_LONG_PRESS_MS, onLongPress: fired });
    press.start(10, 20);
    vi.advanceTimersByTime(519);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledWith(10, 20);
    expect(press.end()).toBe(true);
  });

  it('fires after 420 ms on a message', () => {
    const fired = vi.fn();
    const press = createLongPress({ delay: MESSAGE_LONG_PRESS_MS, onLongPress: fired });
    press.start(0, 0);
    vi.advanceTimersByTime(419);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('does not fire when released early, and the click then counts', () => {
    const fired = vi.fn();
    const press = createLongPress({ delay: 520, onLongPress: fired });
    press.start(0, 0);
    vi.advanceTimersByTime(300);
    expect(press.end()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(fired).not.toHaveBeenCalled();
  });

  it('a move beyond the tolerance (a scroll) cancels it; a small move does not', () => {
    const fired = vi.fn();
    const press = createLongPress({ delay: 520, onLongPress: fired, tolerance: 10 });
    press.start(0, 0);
    press.move(5, 5);
    vi.advanceTimersByTime(520);
    expect(fired).toHaveBeenCalledTimes(1);
    press.end();
    press.start(0, 0);
    press.move(0, 30);
    vi.advanceTimersByTime(1000);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('cancel stops a pending press', () => {
    const fired = vi.fn();
    const press = createLongPress({ delay: 420, onLongPress: fired });
    press.start(0, 0);
    press.cancel();
    vi.advanceTimersByTime(1000);
    expect(fired).not.toHaveBeenCalled();
  });
});

describe('delays', () => {
  it('hover intent: the reaction strip opens after 800 ms of hovering', () => {
    const open = vi.fn();
    const hover = createDelay(REACTION_HOVER_MS, open);
    hover.start();
    vi.advanceTimersByTime(799);
    expect(open).not.toHaveBeenCalled();
    expect(hover.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
    expect(hover.pending).toBe(false);
  });

  it('hover intent: leaving before 800 ms opens nothing', () => {
    const open = vi.fn();
    const hover = createDelay(REACTION_HOVER_MS, open);
    hover.start();
    vi.advanceTimersByTime(500);
    hover.cancel();
    vi.advanceTimersByTime(2000);
    expect(open).not.toHaveBeenCalled();
  });

  it('auto-close: the message menu closes after 4 s; a restart counts again from zero', () => {
    const close = vi.fn();
    const auto = createDelay(MESSAGE_MENU_AUTO_CLOSE_MS, close);
    auto.start();
    vi.advanceTimersByTime(3000);
    auto.start();
    vi.advanceTimersByTime(3999);
    expect(close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('highlight: a jumped-to message is highlighted for 1.8 s', () => {
    const seen: (string | null)[] = [];
    const highlight = createTimedValue<string>(HIGHLIGHT_MS, (v) => seen.push(v));
    highlight.set('m1');
    vi.advanceTimersByTime(1000);
    highlight.set('m2');
    vi.advanceTimersByTime(1799);
    expect(seen).toEqual(['m1', 'm2']);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['m1', 'm2', null]);
  });
});

describe('typing notifier', () => {
  it('sends typing at the first keystroke and stop_typing 1.5 s after the last', () => {
    const events: string[] = [];
    const notifier = createTypingNotifier({ emitTyping: () => events.push('typing'), emitStop: () => events.push('stop'), now: () => Date.now() });
    notifier.input();
    vi.advanceTimersByTime(1000);
    notifier.input();
    vi.advanceTimersByTime(1499);
    expect(events).toEqual(['typing']);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['typing', 'stop']);
    vi.advanceTimersByTime(5000);
    expect(events).toEqual(['typing', 'stop']);
  });

  it('repeats typing every 3 s of continuous typing', () => {
    const events: string[] = [];
    const notifier = createTypingNotifier({ emitTyping: () => events.push('typing'), emitStop: () => events.push('stop'), now: () => Date.now() });
    for (let i = 0; i < 7; i += 1) {
      notifier.input();
      vi.advanceTimersByTime(500);
    }
    expect(events).toEqual(['typing', 'typing']);
  });

  it('stop() sends stop_typing at once (message sent) and only once', () => {
    const events: string[] = [];
    const notifier = createTypingNotifier({ emitTyping: () => events.push('typing'), emitStop: () => events.push('stop') });
    notifier.input();
    notifier.stop();
    notifier.stop();
    vi.advanceTimersByTime(5000);
    expect(events).toEqual(['typing', 'stop']);
  });

  it('dispose forgets the timer without emitting', () => {
    const events: string[] = [];
    const notifier = createTypingNotifier({ emitTyping: () => events.push('typing'), emitStop: () => events.push('stop') });
    notifier.input();
    notifier.dispose();
    vi.advanceTimersByTime(5000);
    expect(events).toEqual(['typing']);
  });
});

describe('typing tracker', () => {
  it('lists typists per chat until stop_typing', () => {
    const change = vi.fn();
    const tracker = createTypingTracker(change);
    tracker.typing('c1', 'u1', 'an');
    tracker.typing('c1', 'u2', 'binh');
    tracker.typing('c2', 'u3', 'chi');
    expect(tracker.list('c1').map((t) => t.username)).toEqual(['an', 'binh']);
    tracker.stopped('c1', 'u1');
    expect(tracker.list('c1').map((t) => t.username)).toEqual(['binh']);
    expect(change).toHaveBeenCalledTimes(4);
  });

  it('drops a typist whose stop_typing was lost, 6 s after their last typing', () => {
    const change = vi.fn();
    const tracker = createTypingTracker(change, 6000);
    tracker.typing('c1', 'u1', 'an');
    vi.advanceTimersByTime(4000);
    tracker.typing('c1', 'u1', 'an');
    vi.advanceTimersByTime(5999);
    expect(tracker.list('c1')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(tracker.list('c1')).toHaveLength(0);
    expect(change).toHaveBeenCalledTimes(2);
  });

  it('reset clears everyone', () => {
    const tracker = createTypingTracker(() => undefined);
    tracker.typing('c1', 'u1', 'an');
    tracker.reset();
    expect(tracker.list('c1')).toEqual([]);
  });
});

describe('toast queue', () => {
  it('a new-message toast lasts 3.5 s', () => {
    let shown: unknown[] = [];
    const queue = createToastQueue<string>((items) => (shown = items), NEW_MESSAGE_TOAST_MS);
    queue.push('hello');
    vi.advanceTimersByTime(3499);
    expect(shown).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown).toHaveLength(0);
  });

  it('a notice lasts 4 s; dismissing one early keeps the others', () => {
    let shown: { value: string }[] = [];
    const queue = createToastQueue<string>((items) => (shown = items), NOTICE_MS);
    const first = queue.push('a');
    vi.advanceTimersByTime(1000);
    queue.push('b');
    queue.dismiss(first);
    expect(shown.map((t) => t.value)).toEqual(['b']);
    vi.advanceTimersByTime(3999);
    expect(shown.map((t) => t.value)).toEqual(['b']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([]);
  });

  it('keeps at most three, dropping the oldest', () => {
    let shown: { value: number }[] = [];
    const queue = createToastQueue<number>((items) => (shown = items), 3500, 3);
    for (let i = 1; i <= 5; i += 1) queue.push(i);
    expect(shown.map((t) => t.value)).toEqual([3, 4, 5]);
    queue.dispose();
  });
});
