import { describe, expect, it } from 'vitest';
import { MAX_CALL_SIZE } from '@/lib/calls/call-registry';
import { initiatorOf } from './protocol';
import { MAX_CALL_SIZE as CLIENT_MAX_CALL_SIZE } from './timings';

describe('initiatorOf', () => {
  it('makes the caller open every connection it is part of, else the smaller id', () => {
    expect(initiatorOf('b', 'a', 'z')).toBe('a');
    expect(initiatorOf('a', 'b', 'z')).toBe('a');
    expect(initiatorOf('a', 'z', 'z')).toBe('z');
    expect(initiatorOf('z', 'a', 'z')).toBe('z');
  });

  it('agrees with the server on the mesh limit', () => {
    expect(CLIENT_MAX_CALL_SIZE).toBe(MAX_CALL_SIZE);
  });
});
