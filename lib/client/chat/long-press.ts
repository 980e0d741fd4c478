import { LONG_PRESS_MOVE_TOLERANCE_PX } from './timings';

export interface LongPress {
  /** pointer went down at (x, y) */
  start(x: number, y: number): void;
  /** pointer moved: a move beyond the tolerance cancels the press */
  move(x: number, y: number): void;
  /** pointer went up: true when the long press fired (the click that follows should be ignored) */
  end(): boolean;
  cancel(): void;
}

/**
 * A press held `delay` ms without moving fires `onLongPress` with where it started (SPEC.md: 520 ms
 * on a chat row, 420 ms on a message). Framework-free so its timing is tested with fake timers.
 */
export function createLongPress(opts: { delay: number; onLongPress: (x: number, y: number) => void; tolerance?: number }): LongPress {
  const tolerance = opts.tolerance ?? LONG_PRESS_MOVE_TOLERANCE_PX;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let origin = { x: 0, y: 0 };
  let fired = false;

  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  return {
    start(x, y) {
      clear();
      fired = false;
      origin = { x, y };
      timer = setTimeout(() => {
        timer = null;
        fired = true;
        opts.onLongPress(origin.x, origin.y);
      }, opts.delay);
    },
    move(x, y) {
      if (timer && Math.hypot(x - origin.x, y - origin.y) > tolerance) clear();
    },
    end() {
      clear();
      const result = fired;
      fired = false;
      return result;
    },
    cancel() {
      clear();
      fired = false;
    },
  };
}
