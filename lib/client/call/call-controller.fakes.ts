// Fakes of the call controller's edges (call-controller.test.ts): a socket that records what is
// sent and lets a test play the server, getUserMedia's tracks, peer connections, and a clock
// whose timers run only when the test moves it.
import { expect, vi } from 'vitest';
import type { CallClock, CallSocket } from './call-controller';
import type { PeerEvents, SendResult } from './mesh';
import type { Signal } from './protocol';

type Ack = (error: Error | null, answer?: SendResult) => void;

export class FakeSocket implements CallSocket {
  connected = true;
  readonly sent: { event: string; payload: Record<string, unknown> }[] = [];
  readonly requests: { event: string; payload: Record<string, unknown>; ack: Ack }[] = [];
  private readonly listeners = new Map<string, Set<(payload: never) => void>>();

  on(event: string, listener: (payload: never) => void) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
  }
  off(event: string, listener: (payload: never) => void) {
    this.listeners.get(event)?.delete(listener);
  }
  emit(event: string, payload: unknown) {
    this.sent.push({ event, payload: payload as Record<string, unknown> });
  }
  timeout() {
    return { emit: (event: string, payload: unknown, ack: Ack) => void this.requests.push({ event, payload: payload as Record<string, unknown>, ack }) };
  }
  /** the server sends an event to this client */
  server(event: string, payload?: unknown) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) (listener as (payload: unknown) => void)(payload);
  }
  listenerCount() {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }
  /** the first request of that event not answered yet, once it was sent */
  async request(event: string) {
    let found: FakeSocket['requests'][number] | undefined;
    await vi.waitFor(() => {
      found = this.requests.find((request) => request.event === event);
      expect(found).toBeDefined();
    });
    this.requests.splice(this.requests.indexOf(found!), 1);
    return found!;
  }
  ended() {
    return this.sent.filter((message) => message.event === 'call:ended').map((message) => message.payload);
  }
}

export class FakeTrack {
  enabled = true;
  stopped = false;
  constructor(readonly kind: 'audio' | 'video') {}
  stop() {
    this.stopped = true;
  }
}

export function fakeStream(isVideo: boolean) {
  const tracks = [new FakeTrack('audio'), ...(isVideo ? [new FakeTrack('video')] : [])];
  return { tracks, stream: { getTracks: () => tracks } as unknown as MediaStream };
}

export class FakePeer {
  readonly signals: Signal[] = [];
  readonly sent: string[] = [];
  destroyed = false;
  constructor(
    readonly initiator: boolean,
    readonly events: PeerEvents<MediaStream>,
  ) {}
  signal(data: Signal) {
    this.signals.push(data);
  }
  send(data: string) {
    this.sent.push(data);
  }
  destroy() {
    this.destroyed = true;
  }
}

/** Timers that run only when the test moves the clock. */
export class FakeClock implements CallClock {
  private time = 1_000_000;
  private nextId = 1;
  private readonly timers = new Map<number, { at: number; run: () => void }>();
  now() {
    return this.time;
  }
  setTimeout(run: () => void, ms: number) {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + ms, run });
    return id;
  }
  clearTimeout(handle: unknown) {
    this.timers.delete(handle as number);
  }
  advance(ms: number) {
    const until = this.time + ms;
    for (;;) {
      const due = [...this.timers].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].run();
    }
    this.time = until;
  }
}
