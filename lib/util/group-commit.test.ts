import { describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/log/logger';
import { groupCommit } from './group-commit';

/** A flush whose batches are recorded and end only when the test says so. */
function controlledFlush() {
  const batches: Array<{ key: string; items: number[]; done: () => void }> = [];
  const flush = vi.fn(
    (key: string, items: number[]) =>
      new Promise<void>((resolve) => {
        batches.push({ key, items, done: resolve });
      }),
  );
  return { batches, flush };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('groupCommit', () => {
  it('items of one turn go in one batch, on the next turn', async () => {
    const { batches, flush } = controlledFlush();
    const add = groupCommit('one-turn', flush);
    add('a', 1);
    add('a', 2);
    expect(flush).not.toHaveBeenCalled();
    await nextTurn();
    expect(batches.map((b) => b.items)).toEqual([[1, 2]]);
  });

  it('one batch of a key in flight at a time; what arrives meanwhile goes together once it is done', async () => {
    const { batches, flush } = controlledFlush();
    const add = groupCommit('in-flight', flush);
    add('a', 1);
    await nextTurn();
    add('a', 2);
    add('a', 3);
    await nextTurn();
    add('a', 4);
    await nextTurn();
    expect(batches.map((b) => b.items)).toEqual([[1]]);
    batches[0].done();
    await nextTurn();
    expect(batches.map((b) => b.items)).toEqual([[1], [2, 3, 4]]);
    batches[1].done();
    await nextTurn();
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('keys do not wait for each other', async () => {
    const { batches, flush } = controlledFlush();
    const add = groupCommit('keys-apart', flush);
    add('a', 1);
    add('b', 2);
    await nextTurn();
    expect(batches.map((b) => [b.key, b.items])).toEqual([
      ['a', [1]],
      ['b', [2]],
    ]);
  });

  it('a failed flush does not stop the key: the next batch goes out', async () => {
    const errors = vi.spyOn(logger(), 'error').mockImplementation(() => undefined);
    const seen: number[][] = [];
    const add = groupCommit('failing', async (_key, items: number[]) => {
      seen.push(items);
      if (items.includes(1)) throw new Error('down');
    });
    add('a', 1);
    await nextTurn();
    add('a', 2);
    for (let i = 0; i < 5 && seen.length < 2; i++) await nextTurn();
    expect(seen).toEqual([[1], [2]]);
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
  });

  it('copies of one queue (the same name: server.ts and a route bundle) share it: one batch in flight per key', async () => {
    const { batches, flush } = controlledFlush();
    const other = controlledFlush();
    const fromServer = groupCommit('shared', flush);
    const fromRoutes = groupCommit('shared', other.flush);
    fromServer('a', 1);
    fromRoutes('a', 2);
    await nextTurn();
    expect(batches.map((b) => b.items)).toEqual([[1, 2]]);
    fromRoutes('a', 3);
    await nextTurn();
    expect([batches.length, other.batches.length]).toEqual([1, 0]);
    batches[0].done();
    await nextTurn();
    expect(batches.map((b) => b.items)).toEqual([[1, 2], [3]]);
    batches[1].done();
  });
});
