import { describe, expect, it } from 'vitest';
import { CallRegistry, MAX_CALL_SIZE } from './call-registry';

const start = (r: CallRegistry, callee = ['b'], chatId = 'c1') => r.start({ chatId, callerId: 'a', calleeIds: callee, isVideo: true, now: 0 });

describe('CallRegistry', () => {
  it('an answered call that one side leaves ends with its duration from the answer', () => {
    const r = new CallRegistry();
    start(r);
    expect(r.join('c1', 'b', 2_000)).toBe(true);
    const end = r.leave('c1', 'a', 65_400);
    expect(end).toMatchObject({ reason: 'finished', durationSec: 63 });
    expect(r.isBusy('a') || r.isBusy('b')).toBe(false);
  });

  it('a caller who hangs up before an answer leaves a missed call', () => {
    const r = new CallRegistry();
    start(r);
    expect(r.leave('c1', 'a', 5_000)).toMatchObject({ reason: 'missed', durationSec: 0 });
  });

  it('a decline by the only callee ends the call as declined, not missed', () => {
    const r = new CallRegistry();
    start(r);
    expect(r.leave('c1', 'b', 1_000)).toMatchObject({ reason: 'declined', durationSec: 0 });
  });

  it('a group call is declined when every callee declined; one decline of several leaves it ringing', () => {
    const r = new CallRegistry();
    start(r, ['b', 'c']);
    expect(r.leave('c1', 'b', 1_000)).toBeUndefined();
    expect(r.leave('c1', 'c', 2_000)?.reason).toBe('declined');
    // The ring timeout of a call some declined and others ignored: missed.
    start(r, ['b', 'c']);
    r.leave('c1', 'b', 1_000);
    expect(r.end('c1', 40_000)?.reason).toBe('missed');
  });

  it('one call at a time per user and per chat', () => {
    const r = new CallRegistry();
    start(r);
    expect(r.start({ chatId: 'c2', callerId: 'a', calleeIds: ['x'], isVideo: false, now: 0 })).toBeUndefined();
    expect(r.start({ chatId: 'c1', callerId: 'x', calleeIds: ['a'], isVideo: false, now: 0 })).toBeUndefined();
    // b is only ringing, not busy: b may not be rung twice, but a third person calling b is fine until b joins
    expect(r.isBusy('b')).toBe(false);
  });

  it('a busy callee is not rung and cannot join another call', () => {
    const r = new CallRegistry();
    start(r);
    r.join('c1', 'b', 1);
    const other = r.start({ chatId: 'c2', callerId: 'x', calleeIds: ['b'], isVideo: false, now: 1 });
    expect(other?.ringing.has('b')).toBe(false);
    expect(r.join('c2', 'b', 2)).toBe(false);
  });

  it('a group call goes on while two remain and ends when the last two leave', () => {
    const r = new CallRegistry();
    start(r, ['b', 'c', 'd'], 'g');
    r.join('g', 'b', 1_000);
    r.join('g', 'c', 1_000);
    expect(r.leave('g', 'a', 2_000)).toBeUndefined();
    expect(r.leave('g', 'd', 2_000)).toBeUndefined();
    expect(r.leave('g', 'b', 3_000)).toMatchObject({ reason: 'finished', durationSec: 2 });
  });

  it(`refuses a participant beyond ${MAX_CALL_SIZE}`, () => {
    const r = new CallRegistry();
    const callees = ['b', 'c', 'd', 'e'];
    start(r, callees, 'g');
    expect(callees.map((id) => r.join('g', id, 1))).toEqual([true, true, true, false]);
  });
});
