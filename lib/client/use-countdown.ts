'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** Seconds left of a countdown started with `start()` (0 when idle); used by OTP resend buttons. */
export function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(() => {
    stop();
    const endsAt = Date.now() + seconds * 1000;
    setRemaining(seconds);
    timer.current = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) stop();
    }, 250);
  }, [seconds, stop]);

  useEffect(() => stop, [stop]);

  return { remaining, running: remaining > 0, start };
}
