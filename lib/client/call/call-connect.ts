// The media and the peer connections of one call (a part of the call controller): open the
// microphone (and camera) and the peer machinery, then the mesh whose events move the call on.
import type { CallCore, PeerFactoryOf } from './call-core';
import type { SignalPayload } from './call-socket';
import { openLocalMedia, stopMedia } from './media';
import { CallMesh, type PeerFactory, type PeerGoneReason } from './mesh';
import { parseMediaState } from './protocol';

/** Opens the microphone (and camera) and the peer machinery; null when this call was left meanwhile. */
export async function prepareCall(core: CallCore, chatId: string, callerId: string, isVideo: boolean): Promise<CallMesh<MediaStream> | null> {
  // the peer machinery loads while the browser opens the devices
  const machinery = core.loadPeers();
  machinery.catch(() => undefined);
  let stream: MediaStream;
  try {
    stream = await (core.deps.openMedia ?? openLocalMedia)(isVideo);
  } catch {
    if (core.stillIn(chatId)) core.fail('media', undefined, core.state.isReceiver);
    return null;
  }
  let createPeers: PeerFactoryOf;
  try {
    createPeers = await machinery;
  } catch {
    stopMedia(stream);
    if (core.stillIn(chatId)) core.fail('connection', undefined, core.state.isReceiver);
    return null;
  }
  if (!core.stillIn(chatId, 'connecting')) {
    stopMedia(stream);
    return null;
  }
  core.store.set({ micOn: true, cameraOn: isVideo });
  const mesh = createMesh(core, chatId, callerId, isVideo, createPeers(stream));
  core.session = { ...core.session, chatId, mesh, stream, everConnected: false };
  core.store.set({ localStream: stream });
  core.dispatch({ type: 'media-ready' });
  return mesh;
}

function createMesh(core: CallCore, chatId: string, callerId: string, isVideo: boolean, createPeer: PeerFactory<MediaStream>): CallMesh<MediaStream> {
  const { store } = core;
  const mesh: CallMesh<MediaStream> = new CallMesh<MediaStream>({
    myId: core.me.id,
    callerId,
    createPeer,
    send: (to, signal) => core.request('call:signal', { chatId, to, signal, isVideo, name: core.me.name, avatar: core.me.avatar }),
    events: {
      stream: (id, remote) => store.patchRemote(id, { stream: remote }),
      connected: (id) => {
        core.session.everConnected = true;
        store.patchRemote(id, { connected: true });
        mesh.sendTo(id, core.mediaState());
        if (core.state.phase === 'connecting') core.dispatch({ type: 'joined', now: core.clock.now() });
      },
      data: (id, data) => {
        const media = parseMediaState(data);
        if (media) store.patchRemote(id, { micOn: media.mic, cameraOn: media.camera });
      },
      gone: (id, reason) => onPeerGone(core, id, reason),
      refused: (_id, code) => {
        if (code === 'NO_CALL' && core.stillIn(chatId)) core.finish({ type: 'remote-ended' }, false);
      },
    },
  });
  return mesh;
}

function onPeerGone(core: CallCore, id: string, reason: PeerGoneReason): void {
  core.store.removeRemote(id);
  const { mesh, everConnected } = core.session;
  const { phase } = core.state;
  if (!mesh || mesh.size > 0 || !(phase === 'in-call' || phase === 'connecting')) return;
  // Nobody left to talk to. A connection that never opened is a connection error.
  if (!everConnected && (reason === 'error' || reason === 'closed')) core.fail('connection');
  else core.finish({ type: 'remote-ended' }, true);
}

/** A relayed signal into the mesh; its sender's name and picture onto their tile. */
export function relay(core: CallCore, mesh: CallMesh<MediaStream>, payload: SignalPayload): void {
  core.store.patchRemote(payload.from, { name: payload.name ?? '', avatar: payload.avatar ?? '' });
  mesh.handleSignal(payload.from, payload.signal, payload.participants ?? []);
}
