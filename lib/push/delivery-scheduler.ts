import type { PushPayload } from './push-payload';
import type { PushOptions, PushOutcome, PushTarget } from './send-web-push';

export interface Delivery {
  subscriptionId: string;
  target: PushTarget;
  payload: PushPayload;
  options: PushOptions;
  /** one push in flight and one waiting per key (a device and a chat): a newer one replaces the waiting one */
  key: string;
  /** the least time between two pushes of one key */
  gapMs: number;
}

export interface SchedulerHooks {
  send(delivery: Delivery): Promise<PushOutcome>;
  /** the push service took it */
  delivered(delivery: Delivery): void;
  /** the subscription is gone for good (404, 410) */
  gone(delivery: Delivery): void;
}

interface Slot {
  busy: boolean;
  waiting?: Delivery;
  timer?: NodeJS.Timeout;
  attempt: number;
  lastSentAt: number;
}

const MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 5 * 60_000;

/** Exponential backoff with jitter, or the push service's Retry-After when it asks for longer. */
export function retryDelayMs(attempt: number, retryAfterMs: number | undefined, random = Math.random()): number {
  const backoff = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempt - 1)) * (0.75 + random * 0.5);
  return Math.min(MAX_RETRY_MS, Math.max(backoff, retryAfterMs ?? 0));
}

/**
 * Sends deliveries at most `concurrency` at a time. Per key (one device, one chat) one push is in
 * flight and one waits; a newer delivery replaces the waiting one (the notification would replace
 * it anyway: its tag is the chat), and pushes of one key are at least its gap apart, so a busy
 * chat costs a device one push per gap, not one per message. A 429 or 5xx is retried with backoff
 * (honouring Retry-After) up to MAX_ATTEMPTS, unless a newer delivery came meanwhile; other
 * refusals are not retried.
 */
export function createDeliveryScheduler(hooks: SchedulerHooks, concurrency: number) {
  const slots = new Map<string, Slot>();
  const ready: string[] = [];
  let active = 0;
  const idleWaiters: (() => void)[] = [];

  const checkIdle = () => {
    if (active || ready.length || slots.size) return;
    idleWaiters.splice(0).forEach((resolve) => resolve());
  };

  function arm(key: string, slot: Slot, delayMs: number) {
    if (delayMs <= 0) {
      ready.push(key);
      return pump();
    }
    slot.timer = setTimeout(() => {
      slot.timer = undefined;
      ready.push(key);
      pump();
    }, delayMs);
    slot.timer.unref?.();
  }

  function finish(key: string, slot: Slot, delivery: Delivery, outcome: PushOutcome) {
    active -= 1;
    slot.busy = false;
    slot.lastSentAt = Date.now();
    if (outcome.ok) {
      slot.attempt = 0;
      hooks.delivered(delivery);
    } else if (outcome.gone) {
      slot.waiting = undefined;
      hooks.gone(delivery);
    } else if (outcome.retryable && slot.attempt + 1 < MAX_ATTEMPTS) {
      slot.attempt += 1;
      slot.waiting ??= delivery;
      arm(key, slot, retryDelayMs(slot.attempt, outcome.retryAfterMs));
      return pump();
    } else {
      slot.attempt = 0;
    }
    if (slot.waiting) arm(key, slot, slot.lastSentAt + slot.waiting.gapMs - Date.now());
    else slots.delete(key);
    pump();
    checkIdle();
  }

  function pump() {
    while (active < concurrency && ready.length) {
      const key = ready.shift()!;
      const slot = slots.get(key);
      const delivery = slot?.waiting;
      if (!slot || !delivery || slot.busy) continue;
      slot.waiting = undefined;
      slot.busy = true;
      active += 1;
      hooks.send(delivery).then(
        (outcome) => finish(key, slot, delivery, outcome),
        (error: unknown) => finish(key, slot, delivery, { ok: false, gone: false, retryable: true, reason: String(error) }),
      );
    }
  }

  return {
    offer(delivery: Delivery) {
      const existing = slots.get(delivery.key);
      if (existing) {
        // In flight, waiting for its gap or for a retry: the newer one goes instead of any waiting.
        if (existing.waiting && existing.timer && existing.attempt) existing.attempt = 0;
        existing.waiting = delivery;
        return;
      }
      const slot: Slot = { busy: false, waiting: delivery, attempt: 0, lastSentAt: 0 };
      slots.set(delivery.key, slot);
      arm(delivery.key, slot, 0);
    },
    /** Resolves once nothing is waiting or in flight (tests, shutdown). */
    idle(): Promise<void> {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        checkIdle();
      });
    },
    stop() {
      for (const slot of slots.values()) clearTimeout(slot.timer);
      slots.clear();
      ready.length = 0;
      checkIdle();
    },
    get pending() {
      return slots.size;
    },
  };
}

export type DeliveryScheduler = ReturnType<typeof createDeliveryScheduler>;
