// What the call screens show, as an external store for React's useSyncExternalStore: one
// immutable snapshot, replaced (a new object) only when something in it changed, so that
// `getSnapshot` answers the same object between changes. No React here.
import { callReducer, initialCallState, type CallAction, type CallState } from './call-state';

/** Someone else in the call: one tile each. */
export interface RemotePeer {
  readonly id: string;
  readonly name: string;
  readonly avatar: string;
  readonly stream: MediaStream | null;
  readonly connected: boolean;
  readonly micOn: boolean;
  readonly cameraOn: boolean;
}

/** A passing notice beside the call: a key of the `call` messages. */
export type CallNotice = 'alreadyInCall';

export interface CallSnapshot {
  readonly state: CallState;
  readonly remotes: readonly RemotePeer[];
  readonly localStream: MediaStream | null;
  readonly micOn: boolean;
  readonly cameraOn: boolean;
  readonly notice: CallNotice | null;
}

/** the fields of the snapshot that are set as they are (the tiles change through patchRemote) */
type Settable = Omit<CallSnapshot, 'remotes' | 'state'>;

const blankRemote = (id: string): RemotePeer => ({ id, name: '', avatar: '', stream: null, connected: false, micOn: true, cameraOn: true });

export class CallStore {
  private snapshot: CallSnapshot = Object.freeze({ state: initialCallState, remotes: Object.freeze([]), localStream: null, micOn: true, cameraOn: true, notice: null });
  private readonly remoteMap = new Map<string, RemotePeer>();
  private readonly listeners = new Set<() => void>();

  readonly getSnapshot = (): CallSnapshot => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  get state(): CallState {
    return this.snapshot.state;
  }

  /** The state machine's next state; the same object when the action changes nothing. */
  dispatch(action: CallAction): CallState {
    const next = callReducer(this.snapshot.state, action);
    if (next !== this.snapshot.state) this.publish({ state: next });
    return next;
  }

  set(patch: Partial<Settable>): void {
    const current = this.snapshot;
    if ((Object.keys(patch) as (keyof Settable)[]).every((key) => current[key] === patch[key])) return;
    this.publish(patch);
  }

  /** A tile's fields; the tile appears with the first patch for that person. */
  patchRemote(id: string, patch: Partial<Omit<RemotePeer, 'id'>>): void {
    const existing = this.remoteMap.get(id);
    const current = existing ?? blankRemote(id);
    if (existing && (Object.keys(patch) as (keyof typeof patch)[]).every((key) => current[key] === patch[key])) return;
    this.remoteMap.set(id, Object.freeze({ ...current, ...patch }));
    this.publishRemotes();
  }

  removeRemote(id: string): void {
    if (this.remoteMap.delete(id)) this.publishRemotes();
  }

  clearRemotes(): void {
    if (!this.remoteMap.size) return;
    this.remoteMap.clear();
    this.publishRemotes();
  }

  private publishRemotes(): void {
    this.publish({ remotes: Object.freeze([...this.remoteMap.values()]) });
  }

  private publish(patch: Partial<CallSnapshot>): void {
    this.snapshot = Object.freeze({ ...this.snapshot, ...patch });
    for (const listener of [...this.listeners]) listener();
  }
}
