'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { MAX_TIMER_MS } from './chat/timings';

// One clock for the screens: relative dates move on every minute, and a screen that shows
// something ending at a given time (a mute) passes those times, at which the clock moves too.

/** A few ms past a deadline, so that the clock read then is past it. */
const DEADLINE_SLACK_MS = 50;

type Deadline = string | null | undefined;

const times = (deadlines: string) =>
  deadlines
    .split('|')
    .filter(Boolean)
    .map((iso) => new Date(iso).getTime())
    .filter((time) => !Number.isNaN(time));

/**
 * The time the screen shows at `now`: the start of the current step, or the latest deadline
 * passed since, whichever is later. It changes only at a step's start or at a deadline, so
 * reading it again in between gives the same value.
 */
export function clockReading(now: number, stepMs: number, deadlines: string): number {
  const stepStart = Math.floor(now / stepMs) * stepMs;
  return Math.max(stepStart, ...times(deadlines).filter((time) => time <= now));
}

/** How long until the reading changes: the next step, or the next deadline if sooner. */
export function msUntilNextReading(now: number, stepMs: number, deadlines: string): number {
  const nextStep = stepMs - (now % stepMs);
  const nextDeadline = Math.min(...times(deadlines).filter((time) => time > now).map((time) => time - now + DEADLINE_SLACK_MS));
  return Math.min(nextStep, nextDeadline, MAX_TIMER_MS);
}

/**
 * The current time as the screen shows it: updated every `stepMs` (relative dates in lists) and
 * when one of `deadlines` (ISO times) passes, so mute countdowns end by themselves on screen.
 */
export function useNow(deadlines: readonly Deadline[] = [], stepMs = 60_000): number {
  const key = deadlines
    .filter((d): d is string => !!d)
    .sort()
    .join('|');
  const subscribe = useCallback(
    (notify: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const arm = () => {
        timer = setTimeout(() => {
          notify();
          arm();
        }, msUntilNextReading(Date.now(), stepMs, key));
      };
      arm();
      return () => clearTimeout(timer);
    },
    [key, stepMs],
  );
  return useSyncExternalStore(
    subscribe,
    () => clockReading(Date.now(), stepMs, key),
    () => 0,
  );
}

/** Whether an ISO time is still ahead of `now`. */
export const isFuture = (iso: string | null | undefined, now: number) => !!iso && new Date(iso).getTime() > now;
