import { describe, expect, it } from 'vitest';
import { createPresenceCircles, type CircleFollower } from '@/lib/socket/presence-circles';

// The bookkeeping behind online_users, without sockets: who follows which chat, who is online,
// and that nothing stays behind once no socket follows a chat.

const socketOf = (userId: string): CircleFollower => ({ data: { userId } });

describe('presence circles', () => {
  it('lists the online members of the socket\'s chats once each, then the socket\'s own user', () => {
    const circles = createPresenceCircles();
    const me = socketOf('me');
    expect(circles.follow(me, 'direct', ['me', 'ann']).sort()).toEqual(['ann', 'me']);
    // Ann is in both chats: her presence is asked about once, and she is listed once.
    expect(circles.follow(me, 'team', ['me', 'ann', 'bob']).sort()).toEqual(['bob']);
    circles.markOnline(['ann', 'bob', 'stranger']);
    expect(circles.onlineList(me)).toEqual(['ann', 'bob', 'me']);
    expect(circles.setOnline('bob', false)).toEqual([me]);
    expect(circles.onlineList(me)).toEqual(['ann', 'me']);
    // Nobody follows the stranger here: their presence is not kept.
    expect(circles.setOnline('stranger', true)).toEqual([]);
  });

  it('tells every follower of a member\'s chats but never the member\'s own sockets', () => {
    const circles = createPresenceCircles();
    const [ann, bob, bobTab, cat] = [socketOf('ann'), socketOf('bob'), socketOf('bob'), socketOf('cat')];
    circles.follow(ann, 'team', ['ann', 'bob', 'cat']);
    circles.follow(bob, 'team', ['ann', 'bob', 'cat']);
    circles.follow(bobTab, 'team', ['ann', 'bob', 'cat']);
    circles.follow(cat, 'other', ['cat', 'dan']);
    expect(circles.setOnline('bob', true)).toEqual([ann]);
    expect(circles.setOnline('cat', true)).toEqual([ann, bob, bobTab]);
  });

  it('shares one circle per chat, brought up to date by whoever reads its members next', () => {
    const circles = createPresenceCircles();
    const [ann, bob] = [socketOf('ann'), socketOf('bob')];
    circles.follow(ann, 'team', ['ann', 'bob', 'cat']);
    circles.markOnline(['cat']);
    // Cat left, Dan joined: Bob's setup read the members as they are now.
    expect(circles.follow(bob, 'team', ['ann', 'bob', 'dan'])).toEqual(['dan']);
    expect(ann.data.circles![0]).toBe(bob.data.circles![0]);
    expect(circles.onlineList(ann)).toEqual(['ann']);
    expect(circles.setOnline('cat', true)).toEqual([]);
    expect(circles.refresh('team', ['ann', 'bob', 'dan', 'eve'])).toEqual(['eve']);
    expect(circles.refresh('unknown', ['x', 'y'])).toEqual([]);
  });

  it('forgets a chat, and its members\' presence, once no socket follows it', () => {
    const circles = createPresenceCircles();
    const [ann, bob] = [socketOf('ann'), socketOf('bob')];
    circles.follow(ann, 'team', ['ann', 'bob']);
    circles.follow(bob, 'team', ['ann', 'bob']);
    circles.markOnline(['ann', 'bob']);
    circles.unfollowAll(bob);
    expect([...circles.followersOf('team')]).toEqual([ann]);
    expect(circles.onlineList(ann)).toEqual(['bob', 'ann']);
    circles.unfollowAll(ann);
    expect([...circles.followersOf('team')]).toEqual([]);
    // Followed again: the presence is unknown, so the caller asks the store once more.
    expect(circles.follow(ann, 'team', ['ann', 'bob']).sort()).toEqual(['ann', 'bob']);
    expect(circles.onlineList(ann)).toEqual(['ann']);
  });
});
