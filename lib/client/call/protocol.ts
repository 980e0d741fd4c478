// How the people of a call pair up over the server's `call:signal` relay (API.md). Everything
// simple-peer produces (offer, answer, candidates) is relayed as it is; one extra message of our
// own, READY, asks the other side to open the connection.

export type Signal = Record<string, unknown>;

/** "I am in the call: connect to me". A callee's first signal (its answer to the ring) is one. */
export const READY_SIGNAL: Signal = Object.freeze({ type: 'ready' });

export const isReady = (signal: Signal) => signal.type === 'ready';
export const isOffer = (signal: Signal) => signal.type === 'offer';

/**
 * Which of two people opens (initiates) their peer connection: the caller with everyone;
 * between two callees, the smaller id. Both sides compute the same answer, so two people never
 * both send an offer to each other (glare), however their signals cross.
 */
export function initiatorOf(a: string, b: string, callerId: string): string {
  if (a === callerId || b === callerId) return callerId;
  return a < b ? a : b;
}

/** What each side tells the others over the data channel: its microphone and camera are on. */
export interface MediaState {
  mic: boolean;
  camera: boolean;
}

export const encodeMediaState = (state: MediaState) => JSON.stringify({ kind: 'media', mic: state.mic, camera: state.camera });

export function parseMediaState(data: string): MediaState | null {
  try {
    const value = JSON.parse(data) as Record<string, unknown>;
    if (value?.kind !== 'media' || typeof value.mic !== 'boolean' || typeof value.camera !== 'boolean') return null;
    return { mic: value.mic, camera: value.camera };
  } catch {
    return null;
  }
}
