'use client';

import type SimplePeerType from 'simple-peer';
import type { PeerFactory } from '@/lib/client/call/mesh';
import type { Signal } from '@/lib/client/call/protocol';

type SimplePeerCtor = typeof SimplePeerType;

let loading: Promise<SimplePeerCtor> | null = null;

/** simple-peer, loaded when the first call starts (not in every page's bundle, never on the server). */
export function loadSimplePeer(): Promise<SimplePeerCtor> {
  loading ??= import('simple-peer').then((module) => module.default).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Peer connections of one call: our microphone/camera stream, the ICE servers of GET /api/config. */
export function simplePeerFactory(SimplePeer: SimplePeerCtor, stream: MediaStream, iceServers: RTCIceServer[]): PeerFactory<MediaStream> {
  return (initiator, events) => {
    // objectMode: data-channel text arrives as text, not as a Buffer
    const peer = new SimplePeer({ initiator, stream, trickle: true, objectMode: true, config: { iceServers } });
    peer.on('signal', (data) => events.signal(data as unknown as Signal));
    peer.on('stream', (remote: MediaStream) => events.stream(remote));
    peer.on('connect', () => events.connect());
    peer.on('data', (data: unknown) => events.data(typeof data === 'string' ? data : new TextDecoder().decode(data as Uint8Array)));
    peer.on('error', (error: Error) => events.error(error));
    peer.on('close', () => events.close());
    return {
      signal: (data) => peer.signal(data as unknown as SimplePeerType.SignalData),
      send: (data) => peer.send(data),
      destroy: () => peer.destroy(),
    };
  };
}

/** The peer machinery of a call: simple-peer and the ICE servers, loaded side by side. */
export async function loadPeerFactory(iceServers: () => Promise<RTCIceServer[]>): Promise<(stream: MediaStream) => PeerFactory<MediaStream>> {
  const [SimplePeer, servers] = await Promise.all([loadSimplePeer(), iceServers()]);
  return (stream) => simplePeerFactory(SimplePeer, stream, servers);
}
