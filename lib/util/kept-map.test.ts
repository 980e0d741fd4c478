import { describe, expect, it } from 'vitest';
import { KeptMap } from './kept-map';

describe('KeptMap', () => {
  it('answers a value until it is ttl old', () => {
    const kept = new KeptMap<string>(1000, 10);
    kept.set('a', 'A', 5000);
    expect(kept.get('a', 5999)).toBe('A');
    expect(kept.get('a', 6000)).toBeUndefined();
  });

  it('empties itself rather than pass its bound; replacing a key does not count', () => {
    const kept = new KeptMap<number>(1000, 2);
    kept.set('a', 1, 0);
    kept.set('b', 2, 0);
    kept.set('b', 3, 0);
    expect([kept.get('a', 0), kept.get('b', 0)]).toEqual([1, 3]);
    kept.set('c', 4, 0);
    expect([kept.get('a', 0), kept.get('b', 0), kept.get('c', 0)]).toEqual([undefined, undefined, 4]);
  });

  it('forgets the keys named, or everything', () => {
    const kept = new KeptMap<number>(1000, 10);
    kept.set('a', 1, 0);
    kept.set('b', 2, 0);
    kept.forget(['a']);
    expect([kept.get('a', 0), kept.get('b', 0)]).toEqual([undefined, 2]);
    kept.forget();
    expect(kept.get('b', 0)).toBeUndefined();
  });
});
