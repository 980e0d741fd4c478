import { describe, expect, it } from 'vitest';
import { addEntry, createFlusher, hasWaiting, markWaiting, type OutboxChange, type OutboxEntry } from './outbox-queue';

const entry = (clientId: string, writtenAt: number, chatId = 'c1'): OutboxEntry => ({ clientId, chatId, content: `text ${clientId}`, writtenAt, state: 'waiting' });

class Unsure extends Error {}
class Refused extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** An outbox in memory and a server that stores each clientId once and answers as told. */
function harness(initial: OutboxEntry[], answer: (entry: OutboxEntry, attempt: number) => 'ok' | 'unsure' | 'lost' | string) {
  let entries = initial;
  const stored = new Map<string, string>();
  const attempts: string[] = [];
  const sent: string[] = [];
  const flush = createFlusher<string>({
    entries: () => entries,
    change: (change: OutboxChange) => {
      entries = change(entries);
    },
    send: async (e) => {
      attempts.push(e.clientId);
      const outcome = answer(e, attempts.filter((id) => id === e.clientId).length);
      if (outcome === 'unsure') throw new Unsure();
      if (outcome === 'ok' || outcome === 'lost') {
        if (!stored.has(e.clientId)) stored.set(e.clientId, e.content);
        if (outcome === 'lost') throw new Unsure(); // stored, but the answer never came
        return e.clientId;
      }
      throw new Refused(outcome);
    },
    isUnsure: (error) => error instanceof Unsure,
    codeOf: (error) => (error instanceof Refused ? error.code : undefined),
    onSent: (_, message) => sent.push(message),
  });
  return { flush, entries: () => entries, add: (e: OutboxEntry) => (entries = addEntry(e)(entries)), stored, attempts, sent };
}

describe('outbox', () => {
  it('sends the waiting texts oldest first, one at a time, and empties', async () => {
    const h = harness([entry('b', 2), entry('a', 1)].sort((x, y) => x.writtenAt - y.writtenAt), () => 'ok');
    await h.flush();
    expect(h.attempts).toEqual(['a', 'b']);
    expect(h.sent).toEqual(['a', 'b']);
    expect(h.entries()).toEqual([]);
  });

  it('keeps the order written, whatever order they are added in', () => {
    const list = [entry('late', 30), entry('early', 10), entry('middle', 20)].reduce((acc, e) => addEntry(e)(acc), [] as OutboxEntry[]);
    expect(list.map((e) => e.clientId)).toEqual(['early', 'middle', 'late']);
  });

  it('adds a clientId once', () => {
    const once = addEntry(entry('a', 1))([entry('a', 1)]);
    expect(once).toHaveLength(1);
  });

  it('stops at a send without an answer, keeping it and everything after it in order', async () => {
    const h = harness([entry('a', 1), entry('b', 2), entry('c', 3)], (e) => (e.clientId === 'b' ? 'unsure' : 'ok'));
    await h.flush();
    expect(h.attempts).toEqual(['a', 'b']);
    expect(h.entries().map((e) => [e.clientId, e.state])).toEqual([
      ['b', 'waiting'],
      ['c', 'waiting'],
    ]);
  });

  it('a text whose answer was lost goes again under the same clientId and is stored once', async () => {
    const h = harness([entry('a', 1), entry('b', 2)], (e, attempt) => (e.clientId === 'a' && attempt === 1 ? 'lost' : 'ok'));
    await h.flush();
    expect(h.entries().map((e) => e.clientId)).toEqual(['a', 'b']);
    await h.flush();
    expect(h.attempts).toEqual(['a', 'a', 'b']);
    expect([...h.stored.keys()]).toEqual(['a', 'b']);
    expect(h.entries()).toEqual([]);
  });

  it('a refusal marks that text failed with its code and the rest go on; retry sends it again', async () => {
    const h = harness([entry('a', 1), entry('b', 2)], (e, attempt) => (e.clientId === 'a' && attempt === 1 ? 'SLOW_MODE' : 'ok'));
    await h.flush();
    expect(h.entries()).toEqual([{ ...entry('a', 1), state: 'failed', code: 'SLOW_MODE' }]);
    expect(hasWaiting(h.entries(), 'c1')).toBe(false);
    expect(h.sent).toEqual(['b']);
    h.add({ ...entry('x', 9) });
    const retried = markWaiting('a')(h.entries());
    expect(retried[0]).toMatchObject({ clientId: 'a', state: 'waiting', code: undefined });
  });

  it('a flush asked for while one runs joins it; texts added meanwhile go out in the same run, once each', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const h = harness([entry('a', 1)], () => 'ok');
    const slowFlush = createFlusher<string>({
      entries: h.entries,
      change: (change) => {
        const next = change([...h.entries()]);
        h.entries().splice(0, h.entries().length, ...next);
      },
      send: async (e) => {
        h.attempts.push(e.clientId);
        await gate;
        return e.clientId;
      },
      isUnsure: () => false,
      codeOf: () => undefined,
      onSent: (_, m) => h.sent.push(m),
    });
    const first = slowFlush();
    const second = slowFlush();
    expect(second).toBe(first);
    h.entries().push(entry('b', 2));
    release();
    await first;
    expect(h.attempts).toEqual(['a', 'b']);
    expect(h.sent).toEqual(['a', 'b']);
  });
});
