import { expect } from 'vitest';
import { CallRegistry } from '@/lib/calls/call-registry';
import { CallMesh, type PeerEvents, type PeerGoneReason, type SendResult } from '@/lib/client/call/mesh';
import type { Signal } from '@/lib/client/call/protocol';

// For lib/client/call/mesh.test.ts (not a test file itself: no `.test.ts`).

// The mesh against a simulated server that keeps the real CallRegistry rules (join on the first
// signal, `participants` on every relay, NOT_A_MEMBER / CALL_FULL / NO_CALL) and fake peers that
// fail the way WebRTC does on protocol mistakes (an offer to the side that sent one, an answer
// to the wrong offer, a candidate of another session). Every message and peer event waits in one
// queue and the queue is drained in a seeded random order: signals overtake each other.

type Task = () => void;

/** A seeded pseudo-random number generator (xorshift), in [0, 1). */
export function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

export class Net {
  queue: Task[] = [];
  errors: string[] = [];
  peers: FakePeer[] = [];
  constructor(private readonly random: () => number) {}
  later(task: Task) {
    this.queue.push(task);
  }
  async drain(limit = 20_000) {
    for (let n = 0; this.queue.length; n += 1) {
      if (n > limit) throw new Error('the queue never drains');
      const [task] = this.queue.splice(Math.floor(this.random() * this.queue.length), 1);
      task();
      for (let i = 0; i < 6; i += 1) await Promise.resolve();
    }
  }
}

let sessions = 0;

class FakePeer {
  readonly sid = `s${(sessions += 1)}`;
  remoteSid: string | null = null;
  destroyed = false;
  connected = false;
  private readonly early: Signal[] = [];
  constructor(
    private readonly net: Net,
    readonly owner: string,
    readonly initiator: boolean,
    private readonly ev: PeerEvents<string>,
  ) {
    net.peers.push(this);
    if (initiator) {
      net.later(() => this.emit({ type: 'offer', sdp: this.sid }));
      net.later(() => this.emit({ candidate: { sid: this.sid } }));
    }
  }
  private emit(signal: Signal) {
    if (!this.destroyed) this.ev.signal(signal);
  }
  private fail(message: string) {
    this.net.errors.push(`${this.owner}: ${message}`);
    this.ev.error(new Error(message));
    this.destroy();
  }
  signal(data: Signal) {
    if (this.destroyed) throw new Error('cannot signal after peer is destroyed');
    if (data.type === 'offer') {
      if (this.initiator || this.remoteSid) return this.fail('offer in the wrong state (glare)');
      this.remoteSid = String(data.sdp);
      this.net.later(() => this.emit({ type: 'answer', sdp: this.sid, offer: data.sdp }));
      this.net.later(() => this.emit({ candidate: { sid: this.sid } }));
      this.settle();
    } else if (data.type === 'answer') {
      if (!this.initiator || this.remoteSid || data.offer !== this.sid) return this.fail('answer to another offer');
      this.remoteSid = String(data.sdp);
      this.settle();
    } else if (data.candidate) {
      if (!this.remoteSid) this.early.push(data);
      else if ((data.candidate as { sid: string }).sid !== this.remoteSid) this.fail('candidate of another session');
    } else {
      this.fail(`unknown signal ${JSON.stringify(data)}`);
    }
  }
  private settle() {
    for (const candidate of this.early.splice(0)) this.signal(candidate);
    const other = this.net.peers.find((p) => p.sid === this.remoteSid);
    if (!other || other.remoteSid !== this.sid || this.destroyed || other.destroyed) return;
    for (const side of [this, other]) {
      const counterpart = side === this ? other : this;
      this.net.later(() => {
        if (side.destroyed) return;
        side.connected = true;
        side.ev.connect();
        side.ev.stream(counterpart.owner);
      });
    }
  }
  send() {}
  destroy() {
    if (this.destroyed) return;
    this.destroyed = true;
    const other = this.net.peers.find((p) => p.sid === this.remoteSid && p.remoteSid === this.sid);
    if (other && !other.destroyed) this.net.later(() => other.destroy());
    this.net.later(() => this.ev.close());
  }
}

/** The call hub of lib/socket/call-handlers.ts, reduced to its rules. */
class FakeServer {
  readonly registry = new CallRegistry();
  readonly clients = new Map<string, Client>();
  constructor(
    private readonly net: Net,
    readonly chatId = 'chat1',
  ) {}
  ring(callerId: string, calleeIds: string[]) {
    this.registry.start({ chatId: this.chatId, callerId, calleeIds, isVideo: true, now: 0 });
  }
  signal(from: string, to: string, signal: Signal): Promise<SendResult> {
    return new Promise((resolve) => {
      this.net.later(() => {
        const call = this.registry.callIn(this.chatId);
        if (!call) return resolve({ ok: false, code: 'NO_CALL' });
        if (!call.participants.has(to) && !call.ringing.has(to)) return resolve({ ok: false, code: 'NOT_A_MEMBER' });
        if (!call.participants.has(from)) {
          if (!call.ringing.has(from)) return resolve({ ok: false, code: 'NOT_A_MEMBER' });
          if (!this.registry.join(this.chatId, from, 1)) return resolve({ ok: false, code: 'CALL_FULL' });
        }
        const participants = [...call.participants];
        this.net.later(() => this.clients.get(to)?.mesh?.handleSignal(from, signal, participants));
        resolve({ ok: true });
      });
    });
  }
  leave(userId: string) {
    this.net.later(() => {
      const call = this.registry.callIn(this.chatId);
      if (!call) return;
      const others = [...call.participants, ...call.ringing].filter((id) => id !== userId);
      const end = this.registry.leave(this.chatId, userId, 2);
      const notify = end ? [...end.call.participants, ...end.call.ringing, end.call.callerId] : others;
      for (const id of new Set(notify)) this.net.later(() => this.clients.get(id)?.ended(end ? call.callerId : userId));
    });
  }
}

export class Client {
  mesh: CallMesh<string> | null = null;
  streams = new Set<string>();
  gone: { id: string; reason: PeerGoneReason }[] = [];
  refused: string[] = [];
  over = false;
  constructor(
    readonly id: string,
    private readonly server: FakeServer,
    private readonly net: Net,
    private readonly callerId: string,
  ) {
    server.clients.set(id, this);
  }
  join() {
    this.mesh = new CallMesh<string>({
      myId: this.id,
      callerId: this.callerId,
      createPeer: (initiator, events) => new FakePeer(this.net, this.id, initiator, events),
      send: (to, signal) => this.server.signal(this.id, to, signal),
      events: {
        stream: (_from, stream) => this.streams.add(stream),
        connected: () => undefined,
        data: () => undefined,
        gone: (id, reason) => {
          this.gone.push({ id, reason });
          this.streams.delete(id);
          if (this.mesh?.size === 0 && !this.over) this.hangUp(true);
        },
        refused: (_id, code) => this.refused.push(code),
      },
    });
    return this.mesh;
  }
  /** as the provider does with `call:ended` */
  ended(from: string) {
    if (!this.mesh || this.over) return;
    if (from === this.id) return this.hangUp(false);
    // The server's end of the whole call also comes `from` the caller: it ends this side when no
    // connection is left (the others' closes follow), like the caller leaving a bigger call.
    const had = this.mesh.handleLeft(from);
    if ((had || from === this.callerId) && this.mesh.size === 0) this.hangUp(true);
  }
  hangUp(tellServer = true) {
    this.over = true;
    this.mesh?.destroy();
    if (tellServer) this.server.leave(this.id);
  }
}

/** A call of `ids` on a fresh simulated network: the first id is the caller (already joined), the others ring. */
export function setup(seed: number, ids: string[]) {
  const net = new Net(rng(seed));
  const server = new FakeServer(net);
  const [callerId] = ids;
  const clients = ids.map((id) => new Client(id, server, net, callerId));
  clients[0].join();
  server.ring(callerId, ids.slice(1));
  return { net, server, clients };
}

/** Every pair of people in the call has one connected pair of peers, and nothing failed. */
export function expectFullMesh(net: Net, clients: Client[]) {
  expect(net.errors).toEqual([]);
  for (const client of clients) {
    const others = clients.filter((c) => c !== client).map((c) => c.id).sort();
    expect([...(client.mesh?.connectedIds ?? [])].sort(), `${client.id} is connected to`).toEqual(others);
    expect([...client.streams].sort(), `${client.id} receives`).toEqual(others);
  }
}

/** `n` random ids (so who is the smaller varies), unique by their last character. */
export const shuffledIds = (random: () => number, n: number) =>
  Array.from({ length: n }, (_, i) => `${Math.floor(random() * 1e6).toString(16).padStart(6, '0')}${i}`);
