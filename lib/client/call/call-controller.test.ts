import { describe, expect, it, vi } from 'vitest';
import { CallController } from './call-controller';
import { FakeClock, FakePeer, FakeSocket, fakeStream } from './call-controller.fakes';
import type { PeerFactory } from './mesh';
import { READY_SIGNAL } from './protocol';
import { CALL_END_CLOSE_MS, CALL_NO_ANSWER_CLOSE_MS, CALL_NOTICE_MS, CALL_RING_GRACE_MS, CALL_RING_TIMEOUT_MS } from './timings';

// The real call controller, without React, against fakes of its edges only
// (call-controller.fakes.ts): the socket, getUserMedia, the peer connections and the clock.

function setup({ mediaError }: { mediaError?: Error } = {}) {
  const socket = new FakeSocket();
  const clock = new FakeClock();
  const peers: FakePeer[] = [];
  const media: ReturnType<typeof fakeStream>[] = [];
  const rings: { kind: string; stopped: boolean }[] = [];
  const loadPeers = vi.fn(async () => (): PeerFactory<MediaStream> => (initiator, events) => {
    const peer = new FakePeer(initiator, events);
    peers.push(peer);
    return peer;
  });
  const controller = new CallController({
    socket,
    clock,
    loadPeers,
    openMedia: async (isVideo) => {
      if (mediaError) throw mediaError;
      const opened = fakeStream(isVideo);
      media.push(opened);
      return opened.stream;
    },
    ring: (kind) => {
      const ring = { kind, stopped: false };
      rings.push(ring);
      return () => {
        ring.stopped = true;
      };
    },
  });
  controller.setIdentity({ id: 'me', name: 'Me', avatar: '/me.png' });
  controller.start();
  const phase = () => controller.getSnapshot().state.phase;
  const reached = (expected: string) => vi.waitFor(() => expect(phase()).toBe(expected));
  const ringing = () => rings.filter((ring) => !ring.stopped).map((ring) => ring.kind);
  return { socket, clock, peers, media, loadPeers, controller, phase, reached, ringing };
}

/** Bob rings me for a video call in chat c1, I accept, and Bob's offer makes the connection. */
async function inCallWithBob() {
  const t = setup();
  t.socket.server('call:incoming', { chatId: 'c1', from: 'bob', isVideo: true, name: 'Bob', avatar: '/bob.png' });
  void t.controller.accept();
  (await t.socket.request('call:signal')).ack(null, { ok: true });
  await vi.waitFor(() => expect(t.controller.getSnapshot().state.mediaReady).toBe(true));
  t.socket.server('call:signal', { chatId: 'c1', from: 'bob', signal: { type: 'offer', sdp: 'o' }, name: 'Bob', avatar: '/bob.png', participants: ['bob', 'me'] });
  const [peer] = t.peers;
  peer.events.connect();
  return { ...t, peer };
}

describe('call controller (no React)', () => {
  it('incoming call: rings, accept sends READY and opens the devices, the offer connects, the caller leaving ends it', async () => {
    const t = setup();
    t.socket.server('call:incoming', { chatId: 'c1', from: 'bob', isVideo: true, name: 'Bob', avatar: '/bob.png' });
    expect(t.controller.getSnapshot().state).toMatchObject({ phase: 'ringing', isReceiver: true, isVideo: true, callerId: 'bob', title: 'Bob' });
    expect(t.ringing()).toEqual(['incoming']);
    expect(t.loadPeers).toHaveBeenCalledTimes(1); // fetched while it rings

    void t.controller.accept();
    expect(t.phase()).toBe('connecting');
    expect(t.ringing()).toEqual([]);
    const ready = await t.socket.request('call:signal');
    expect(ready.payload).toMatchObject({ chatId: 'c1', to: 'bob', signal: READY_SIGNAL, isVideo: true, name: 'Me', avatar: '/me.png' });
    ready.ack(null, { ok: true });
    await vi.waitFor(() => expect(t.controller.getSnapshot().localStream).toBe(t.media[0]?.stream));
    expect(t.controller.getSnapshot()).toMatchObject({ micOn: true, cameraOn: true });

    t.socket.server('call:signal', { chatId: 'c1', from: 'bob', signal: { type: 'offer', sdp: 'o' }, name: 'Bob', avatar: '/bob.png', participants: ['bob', 'me'] });
    expect(t.peers).toHaveLength(1);
    const [peer] = t.peers;
    expect(peer.initiator).toBe(false);
    expect(peer.signals).toEqual([{ type: 'offer', sdp: 'o' }]);
    expect(t.controller.getSnapshot().remotes).toEqual([expect.objectContaining({ id: 'bob', name: 'Bob', avatar: '/bob.png', connected: false })]);

    peer.events.connect();
    expect(t.controller.getSnapshot().state).toMatchObject({ phase: 'in-call', connectedAt: t.clock.now() });
    expect(peer.sent).toEqual([JSON.stringify({ kind: 'media', mic: true, camera: true })]);
    const remoteStream = {} as MediaStream;
    peer.events.stream(remoteStream);
    peer.events.data(JSON.stringify({ kind: 'media', mic: false, camera: true }));
    expect(t.controller.getSnapshot().remotes).toEqual([expect.objectContaining({ id: 'bob', connected: true, stream: remoteStream, micOn: false, cameraOn: true })]);

    t.socket.server('call:ended', { chatId: 'c1', from: 'bob' });
    expect(t.phase()).toBe('ended');
    expect(t.socket.ended()).toEqual([{ chatId: 'c1' }]);
    expect(peer.destroyed).toBe(true);
    expect(t.media[0].tracks.every((track) => track.stopped)).toBe(true);
    expect(t.controller.getSnapshot()).toMatchObject({ localStream: null, remotes: [] });

    t.clock.advance(CALL_END_CLOSE_MS);
    expect(t.phase()).toBe('init');
  });

  it('signals that arrive while the devices open wait, and go to the mesh once it exists', async () => {
    const t = setup();
    t.socket.server('call:incoming', { chatId: 'c1', from: 'bob', isVideo: false, name: 'Bob' });
    void t.controller.accept();
    t.socket.server('call:signal', { chatId: 'c1', from: 'bob', signal: { type: 'offer', sdp: 'early' }, participants: ['bob', 'me'] });
    await vi.waitFor(() => expect(t.peers).toHaveLength(1));
    expect(t.peers[0].signals).toEqual([{ type: 'offer', sdp: 'early' }]);
  });

  it('outgoing call that nobody answers: the server ends it, "no answer", then the window closes', async () => {
    const t = setup();
    void t.controller.startCall({ chatId: 'c1', isVideo: false, peerName: 'Bob', peerAvatar: '/bob.png' });
    expect(t.controller.getSnapshot().state).toMatchObject({ phase: 'connecting', isReceiver: false, callerId: 'me', title: 'Bob' });
    const ring = await t.socket.request('call:incoming');
    expect(ring.payload).toMatchObject({ chatId: 'c1', isVideo: false, name: 'Me', avatar: '/me.png' });
    ring.ack(null, { ok: true });
    await t.reached('calling');
    expect(t.ringing()).toEqual(['outgoing']);

    t.socket.server('call:ended', { chatId: 'c1', from: 'me', reason: 'timeout' });
    expect(t.controller.getSnapshot().state).toMatchObject({ phase: 'no-answer', declined: false });
    expect(t.ringing()).toEqual([]);
    expect(t.socket.ended()).toEqual([]); // the server ended it: nothing to tell
    expect(t.media[0].tracks.every((track) => track.stopped)).toBe(true);

    t.clock.advance(CALL_NO_ANSWER_CLOSE_MS);
    expect(t.phase()).toBe('init');
  });

  it('outgoing call whose end never arrives: the client gives up after the ring timeout and tells the server', async () => {
    const t = setup();
    void t.controller.startCall({ chatId: 'c1', isVideo: true });
    (await t.socket.request('call:incoming')).ack(null, { ok: true });
    await t.reached('calling');

    t.clock.advance(CALL_RING_TIMEOUT_MS + CALL_RING_GRACE_MS - 1);
    expect(t.phase()).toBe('calling');
    t.clock.advance(1);
    expect(t.phase()).toBe('no-answer');
    expect(t.socket.ended()).toEqual([{ chatId: 'c1' }]);
  });

  it('a declined call says so; a busy callee is an error; no socket is a connection error', async () => {
    const declined = setup();
    void declined.controller.startCall({ chatId: 'c1', isVideo: false });
    (await declined.socket.request('call:incoming')).ack(null, { ok: true });
    await declined.reached('calling');
    declined.socket.server('call:ended', { chatId: 'c1', from: 'me', reason: 'declined' });
    expect(declined.controller.getSnapshot().state).toMatchObject({ phase: 'no-answer', declined: true });

    const busy = setup();
    void busy.controller.startCall({ chatId: 'c1', isVideo: false });
    (await busy.socket.request('call:incoming')).ack(null, { ok: false, code: 'CALL_BUSY' });
    await busy.reached('error');
    expect(busy.controller.getSnapshot().state.error).toEqual({ kind: 'busy', reason: 'CALL_BUSY' });
    expect(busy.socket.ended()).toEqual([]);

    const offline = setup();
    offline.socket.connected = false;
    await offline.controller.startCall({ chatId: 'c1', isVideo: false });
    expect(offline.controller.getSnapshot().state.error).toEqual({ kind: 'connection', reason: undefined });
    expect(offline.media).toEqual([]);
  });

  it('microphone or camera refused: a media error, and the caller tells no one', async () => {
    const t = setup({ mediaError: new Error('NotAllowedError') });
    await t.controller.startCall({ chatId: 'c1', isVideo: true });
    expect(t.controller.getSnapshot().state.error).toEqual({ kind: 'media', reason: undefined });
    expect(t.socket.requests).toEqual([]);
    expect(t.socket.ended()).toEqual([]);
  });

  it('microphone and camera switches: the tracks, the snapshot and the others over the data channel', async () => {
    const t = await inCallWithBob();
    const [audio, video] = t.media[0].tracks;
    t.peer.sent.length = 0;

    t.controller.toggleMic();
    expect(t.controller.getSnapshot()).toMatchObject({ micOn: false, cameraOn: true });
    expect(audio.enabled).toBe(false);
    expect(video.enabled).toBe(true);
    expect(t.peer.sent.at(-1)).toBe(JSON.stringify({ kind: 'media', mic: false, camera: true }));

    t.controller.toggleCamera();
    expect(t.controller.getSnapshot()).toMatchObject({ micOn: false, cameraOn: false });
    expect(video.enabled).toBe(false);
    expect(t.peer.sent.at(-1)).toBe(JSON.stringify({ kind: 'media', mic: false, camera: false }));

    t.controller.toggleMic();
    t.controller.toggleCamera();
    expect(t.controller.getSnapshot()).toMatchObject({ micOn: true, cameraOn: true });
    expect([audio.enabled, video.enabled]).toEqual([true, true]);
    expect(t.peer.sent).toHaveLength(4);
  });

  it('hanging up emits call:ended, closes the connections and the devices', async () => {
    const t = await inCallWithBob();
    t.controller.hangUp();
    expect(t.phase()).toBe('ended');
    expect(t.socket.ended()).toEqual([{ chatId: 'c1' }]);
    expect(t.peer.destroyed).toBe(true);
    expect(t.media[0].tracks.every((track) => track.stopped)).toBe(true);
    t.controller.hangUp(); // nothing more to end
    expect(t.socket.ended()).toHaveLength(1);
  });

  it('declining a ring emits call:ended; a second ring during a call is declined at once', () => {
    const t = setup();
    t.socket.server('call:incoming', { chatId: 'c1', from: 'bob', name: 'Bob' });
    t.socket.server('call:incoming', { chatId: 'c2', from: 'carol', name: 'Carol' });
    expect(t.socket.ended()).toEqual([{ chatId: 'c2' }]);
    expect(t.controller.getSnapshot().state.chatId).toBe('c1');
    t.controller.decline();
    expect(t.phase()).toBe('ended');
    expect(t.socket.ended()).toEqual([{ chatId: 'c2' }, { chatId: 'c1' }]);
  });

  it('a ring the server withdraws from us (we lost the chat) stops ringing, and a member leaving does not', () => {
    const t = setup();
    t.socket.server('call:incoming', { chatId: 'c1', from: 'bob', name: 'Bob' });
    t.socket.server('call:ended', { chatId: 'c1', from: 'carol' });
    expect(t.phase()).toBe('ringing');
    t.socket.server('call:ended', { chatId: 'c1', from: 'me', ended: true });
    expect(t.phase()).toBe('ended');
    expect(t.ringing()).toEqual([]);
    expect(t.socket.ended()).toEqual([]); // the server took us out: nothing to tell
  });

  it('starting a call during another shows a passing notice', () => {
    const t = setup();
    t.socket.server('call:incoming', { chatId: 'c1', from: 'bob', name: 'Bob' });
    void t.controller.startCall({ chatId: 'c2', isVideo: false });
    expect(t.controller.getSnapshot().notice).toBe('alreadyInCall');
    expect(t.controller.getSnapshot().state.chatId).toBe('c1');
    t.clock.advance(CALL_NOTICE_MS);
    expect(t.controller.getSnapshot().notice).toBeNull();
  });

  it('the snapshot is immutable and keeps its identity until something changes', async () => {
    const t = setup();
    const listener = vi.fn();
    const unsubscribe = t.controller.subscribe(listener);
    const first = t.controller.getSnapshot();
    expect(Object.isFrozen(first)).toBe(true);
    expect(t.controller.getSnapshot()).toBe(first);
    t.controller.close(); // nothing to close
    t.controller.hangUp(); // nothing to end
    expect(t.controller.getSnapshot()).toBe(first);
    expect(listener).not.toHaveBeenCalled();

    t.socket.server('call:incoming', { chatId: 'c1', from: 'bob', name: 'Bob' });
    const ringing = t.controller.getSnapshot();
    expect(ringing).not.toBe(first);
    expect(listener).toHaveBeenCalled();
    expect(t.controller.getSnapshot()).toBe(ringing);
    unsubscribe();
    listener.mockClear();
    t.controller.decline();
    expect(listener).not.toHaveBeenCalled();
  });

  it('dispose (leaving the signed-in area) ends a running call and stops listening', async () => {
    const t = await inCallWithBob();
    expect(t.socket.listenerCount()).toBe(4);
    t.controller.dispose();
    expect(t.socket.ended()).toEqual([{ chatId: 'c1' }]);
    expect(t.peer.destroyed).toBe(true);
    expect(t.socket.listenerCount()).toBe(0);
  });
});
