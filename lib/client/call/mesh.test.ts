import { describe, expect, it } from 'vitest';
import { MAX_CALL_SIZE } from '@/lib/calls/call-registry';
import { expectFullMesh, rng, setup, shuffledIds } from '@/test/support/call-mesh';
import { CallMesh } from './mesh';
import { READY_SIGNAL, type Signal } from './protocol';

// The mesh against the simulated server and peers of test/support/call-mesh.ts: the real
// CallRegistry rules, WebRTC's failures on protocol mistakes, signals delivered in a seeded random
// order.

describe('CallMesh', () => {
  it('one-to-one: the callee answers READY, the caller opens the connection, both receive media', async () => {
    const { net, clients } = setup(1, ['aaa', 'bbb']);
    const [a, b] = clients;
    const answer = b.join().accept();
    await net.drain();
    expect(await answer).toEqual({ ok: true });
    expectFullMesh(net, [a, b]);
  });

  it('a group call forms a full mesh however the accepts and signals interleave', async () => {
    for (let seed = 1; seed <= 60; seed += 1) {
      const random = rng(seed * 7919);
      const size = 3 + (seed % 2);
      const { net, clients } = setup(seed, shuffledIds(random, size));
      for (const callee of clients.slice(1)) net.later(() => void callee.join().accept());
      await net.drain();
      expectFullMesh(net, clients);
    }
  });

  it('someone accepting long after the others still meets everyone', async () => {
    const { net, clients } = setup(5, ['m1', 'k2', 'z3', 'a4']);
    const [, b, c, d] = clients;
    void b.join().accept();
    await net.drain();
    void c.join().accept();
    await net.drain();
    void d.join().accept();
    await net.drain();
    expectFullMesh(net, clients);
  });

  it(`refuses a participant beyond ${MAX_CALL_SIZE} (CALL_FULL) and leaves the others connected`, async () => {
    const { net, clients } = setup(9, ['c0', 'c1', 'c2', 'c3', 'c4']);
    const inCall = clients.slice(0, 4);
    for (const callee of clients.slice(1, 4)) void callee.join().accept();
    await net.drain();
    const late = clients[4];
    const answer = late.join().accept();
    await net.drain();
    expect(await answer).toEqual({ ok: false, code: 'CALL_FULL' });
    expectFullMesh(net, inCall);
  });

  it('when one leaves, the others drop only that connection; the last two leaving ends it', async () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const { net, server, clients } = setup(seed, shuffledIds(rng(seed), 3));
      const [a, b, c] = clients;
      void b.join().accept();
      void c.join().accept();
      await net.drain();
      // the caller leaves: b and c go on together
      a.hangUp();
      await net.drain();
      expect(b.over || c.over).toBe(false);
      expectFullMesh(net, [b, c]);
      // then b leaves: the call is over for c too
      b.hangUp();
      await net.drain();
      expect(c.over).toBe(true);
      expect(server.registry.callIn(server.chatId)).toBeUndefined();
    }
  });

  it('keeps signals that arrive before the offer and plays them after it', () => {
    const created: { initiator: boolean; fed: Signal[] }[] = [];
    const mesh = new CallMesh<string>({
      myId: 'b',
      callerId: 'a',
      createPeer: (initiator) => {
        const fake = { initiator, fed: [] as Signal[] };
        created.push(fake);
        return { signal: (s) => fake.fed.push(s), send: () => undefined, destroy: () => undefined };
      },
      send: async () => ({ ok: true }),
      events: { stream: () => undefined, connected: () => undefined, data: () => undefined, gone: () => undefined, refused: () => undefined },
    });
    mesh.handleSignal('a', { candidate: { n: 1 } });
    expect(created).toHaveLength(0);
    mesh.handleSignal('a', { type: 'offer', sdp: 'x' });
    expect(created).toEqual([{ initiator: false, fed: [{ type: 'offer', sdp: 'x' }, { candidate: { n: 1 } }] }]);
  });

  it('a refused signal drops that connection and reports the code', async () => {
    const gone: string[] = [];
    const refused: string[] = [];
    const mesh = new CallMesh<string>({
      myId: 'a',
      callerId: 'a',
      createPeer: (_initiator, events) => {
        queueMicrotask(() => events.signal({ type: 'offer', sdp: 'x' }));
        return { signal: () => undefined, send: () => undefined, destroy: () => queueMicrotask(() => events.close()) };
      },
      send: async () => ({ ok: false, code: 'NOT_A_MEMBER' }),
      events: { stream: () => undefined, connected: () => undefined, data: () => undefined, gone: (id, reason) => gone.push(`${id}:${reason}`), refused: (_id, code) => refused.push(code) },
    });
    mesh.handleSignal('b', READY_SIGNAL, ['a', 'b']);
    expect(mesh.size).toBe(1);
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(mesh.size).toBe(0);
    expect(gone).toEqual(['b:refused']);
    expect(refused).toEqual(['NOT_A_MEMBER']);
  });
});
