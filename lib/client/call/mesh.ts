// One person's side of a call: one peer connection per other participant (a mesh), paired up
// through the server's `call:signal` relay. Framework-free and WebRTC-free: the peer factory is
// given (simple-peer in the browser, fakes in the unit tests), so the pairing rules are tested.
//
// How a mesh forms (the server relays every signal with `participants`, the people in the call):
// - the caller rings; a callee accepts by sending READY to the caller (its first signal, which
//   makes the server count it in); the caller then opens a connection to it (offer);
// - whoever sees someone in `participants` with no connection yet either opens one (when
//   initiatorOf says it is theirs to open) or sends READY so that the other side opens it;
// - a newcomer always learns who is already there: the caller's offer to it is relayed after it
//   joined, with the current participants. So every pair meets, and exactly one side opens.
import { initiatorOf, isOffer, isReady, READY_SIGNAL, type Signal } from './protocol';

export interface SendResult {
  ok: boolean;
  code?: string;
}

export interface PeerHandle {
  signal(data: Signal): void;
  send(data: string): void;
  destroy(): void;
}

export interface PeerEvents<S> {
  signal(data: Signal): void;
  stream(stream: S): void;
  connect(): void;
  data(data: string): void;
  error(error: Error): void;
  close(): void;
}

export type PeerFactory<S> = (initiator: boolean, events: PeerEvents<S>) => PeerHandle;

export type PeerGoneReason = 'left' | 'closed' | 'error' | 'refused';

export interface MeshEvents<S> {
  stream(userId: string, stream: S): void;
  connected(userId: string): void;
  data(userId: string, data: string): void;
  /** the connection with userId is over (after that, `mesh.size` peers remain) */
  gone(userId: string, reason: PeerGoneReason, detail?: string): void;
  /** the server refused a signal to userId (e.g. NOT_A_MEMBER: they left; NO_CALL: the call is over) */
  refused(userId: string, code: string): void;
}

export interface MeshOptions<S> {
  myId: string;
  callerId: string;
  createPeer: PeerFactory<S>;
  send(to: string, signal: Signal): Promise<SendResult>;
  events: MeshEvents<S>;
}

interface Entry {
  peer: PeerHandle | null;
  initiator: boolean;
  connected: boolean;
  error?: Error;
}

/** signals kept from someone before their offer (the relay may reorder): at most this many */
const MAX_WAITING = 100;

export class CallMesh<S = unknown> {
  private readonly peers = new Map<string, Entry>();
  private readonly waiting = new Map<string, Signal[]>();
  private readonly readySent = new Set<string>();
  private destroyed = false;

  constructor(private readonly opts: MeshOptions<S>) {}

  /** peer connections open or opening */
  get size(): number {
    return this.peers.size;
  }

  get connectedIds(): string[] {
    return [...this.peers].filter(([, entry]) => entry.connected).map(([id]) => id);
  }

  has(userId: string): boolean {
    return this.peers.has(userId);
  }

  /** The callee takes the call: READY to the caller, who opens the connection. */
  accept(): Promise<SendResult> {
    this.readySent.add(this.opts.callerId);
    return this.deliver(this.opts.callerId, READY_SIGNAL);
  }

  /** READY already went to userId before this mesh existed (a callee answers before its media is open). */
  readyWasSent(userId: string): void {
    this.readySent.add(userId);
  }

  /** A relayed `call:signal` from someone in the call. */
  handleSignal(from: string, signal: Signal, participants: readonly string[] = []): void {
    if (this.destroyed || from === this.opts.myId) return;
    const entry = this.peers.get(from);
    if (isReady(signal)) {
      if (!entry && this.initiates(from)) this.open(from, true);
    } else if (entry) {
      // An offer to the side that opens cannot come from this protocol; it is dropped.
      if (!(isOffer(signal) && entry.initiator)) this.feed(from, entry, signal);
    } else if (isOffer(signal)) {
      const opened = this.open(from, false);
      if (opened) {
        this.feed(from, opened, signal);
        for (const early of this.waiting.get(from) ?? []) this.feed(from, opened, early);
      }
      this.waiting.delete(from);
    } else {
      const queue = this.waiting.get(from) ?? [];
      if (queue.length < MAX_WAITING) queue.push(signal);
      this.waiting.set(from, queue);
    }
    this.meet(participants);
  }

  /** Connects to everyone in the call it has no connection with yet (see the top of the file). */
  meet(participants: readonly string[]): void {
    if (this.destroyed) return;
    for (const id of participants) {
      if (id === this.opts.myId || this.peers.has(id)) continue;
      if (this.initiates(id)) this.open(id, true);
      else if (!this.readySent.has(id)) {
        this.readySent.add(id);
        void this.deliver(id, READY_SIGNAL);
      }
    }
  }

  /** Someone left the call (`call:ended` from them). True when there was a connection with them. */
  handleLeft(userId: string): boolean {
    this.readySent.delete(userId);
    this.waiting.delete(userId);
    const entry = this.peers.get(userId);
    if (!entry) return false;
    this.drop(userId, entry, 'left');
    return true;
  }

  /** A message over every open data channel (microphone and camera state). */
  broadcast(data: string): void {
    for (const entry of this.peers.values()) this.sendTo(entry, data);
  }

  sendTo(entryOrId: Entry | string, data: string): void {
    const entry = typeof entryOrId === 'string' ? this.peers.get(entryOrId) : entryOrId;
    if (!entry?.connected || !entry.peer) return;
    try {
      entry.peer.send(data);
    } catch {
      // a channel closing right now: its close event follows
    }
  }

  /** Closes every connection; no events after this. */
  destroy(): void {
    this.destroyed = true;
    for (const entry of this.peers.values()) this.destroyPeer(entry);
    this.peers.clear();
    this.waiting.clear();
    this.readySent.clear();
  }

  private initiates(other: string): boolean {
    return initiatorOf(this.opts.myId, other, this.opts.callerId) === this.opts.myId;
  }

  private open(userId: string, initiator: boolean): Entry | null {
    const entry: Entry = { peer: null, initiator, connected: false };
    this.peers.set(userId, entry);
    const current = () => !this.destroyed && this.peers.get(userId) === entry;
    const { events } = this.opts;
    try {
      entry.peer = this.opts.createPeer(initiator, {
        signal: (data) => {
          if (current()) void this.deliver(userId, data);
        },
        stream: (stream) => {
          if (current()) events.stream(userId, stream);
        },
        connect: () => {
          if (!current()) return;
          entry.connected = true;
          events.connected(userId);
        },
        data: (data) => {
          if (current()) events.data(userId, data);
        },
        error: (error) => {
          entry.error = error;
        },
        close: () => this.drop(userId, entry, entry.error ? 'error' : 'closed', entry.error?.message),
      });
    } catch (error) {
      entry.error = error as Error;
      this.drop(userId, entry, 'error', (error as Error)?.message);
      return null;
    }
    if (initiator) this.waiting.delete(userId);
    return entry;
  }

  private feed(userId: string, entry: Entry, signal: Signal): void {
    try {
      entry.peer?.signal(signal);
    } catch (error) {
      entry.error = error as Error;
      this.drop(userId, entry, 'error', (error as Error)?.message);
    }
  }

  private async deliver(to: string, signal: Signal): Promise<SendResult> {
    let result: SendResult;
    try {
      result = await this.opts.send(to, signal);
    } catch {
      result = { ok: false, code: 'NETWORK_ERROR' };
    }
    if (!result.ok && !this.destroyed) {
      const code = result.code ?? 'INTERNAL_ERROR';
      const entry = this.peers.get(to);
      if (entry) this.drop(to, entry, 'refused', code);
      this.opts.events.refused(to, code);
    }
    return result;
  }

  private drop(userId: string, entry: Entry, reason: PeerGoneReason, detail?: string): void {
    if (this.peers.get(userId) !== entry) return;
    this.peers.delete(userId);
    this.waiting.delete(userId);
    this.readySent.delete(userId);
    this.destroyPeer(entry);
    if (!this.destroyed) this.opts.events.gone(userId, reason, detail);
  }

  private destroyPeer(entry: Entry): void {
    try {
      entry.peer?.destroy();
    } catch {
      // already gone
    }
  }
}
