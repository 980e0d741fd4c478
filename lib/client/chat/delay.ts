export interface Delay {
  /** (re)starts the countdown */
  start(): void;
  cancel(): void;
  readonly pending: boolean;
}

/**
 * Runs `action` once, `ms` after start() unless cancelled first; a new start() begins again.
 * Used for the reaction strip's hover intent (800 ms) and the message menu's auto-close (4 s).
 */
export function createDelay(ms: number, action: () => void): Delay {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return {
    start() {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        action();
      }, ms);
    },
    cancel,
    get pending() {
      return timer !== null;
    },
  };
}

export interface TimedValue<T> {
  /** shows `value` now and takes it away after the duration (a newer value restarts it) */
  set(value: T): void;
  clear(): void;
}

/** A value that lasts `ms` (the highlight of a jumped-to message, 1.8 s). */
export function createTimedValue<T>(ms: number, onChange: (value: T | null) => void): TimedValue<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return {
    set(value) {
      stop();
      onChange(value);
      timer = setTimeout(() => {
        timer = null;
        onChange(null);
      }, ms);
    },
    clear() {
      if (!timer) return;
      stop();
      onChange(null);
    },
  };
}
