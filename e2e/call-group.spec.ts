import { directChat, groupChat, newPerson, openAs, openChat } from './chat-helpers';
import { callButton, callOverlay, durationPrefix, expectOnline, expectRemoteVideosPlaying, expectRing, incomingCall, readCallTimings, recordCallTimings, systemMessages } from './call-helpers';
import { expect, test, uniqueName } from './fixtures';
import { fill, vi } from './support/messages';

// A group call of three in three browser contexts: a mesh, one peer connection per pair.

test('group video call: all three see two remote videos; the caller leaves, two go on; the last two leaving ends it', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const [a, b, c] = await Promise.all([newPerson(request), newPerson(request), newPerson(request)]);
  const groupName = uniqueName('Call group ');
  await Promise.all([groupChat(request, a, groupName, [b, c]), directChat(request, a, b), directChat(request, a, c)]);
  const [pa, pb, pc] = await Promise.all([openAs(browser, a), openAs(browser, b), openAs(browser, c)]);
  // A group call rings the members who are online: wait until A sees both online.
  await openChat(pa, b.username);
  await expectOnline(pa);
  await openChat(pa, c.username);
  await expectOnline(pa);
  await openChat(pa, groupName);
  await Promise.all([recordCallTimings(pb), recordCallTimings(pc)]);

  await callButton(pa, 'video').click();
  for (const page of [pb, pc]) {
    const ring = await expectRing(page);
    await expect(ring).toContainText(groupName);
    await expect(ring).toContainText(fill(vi.call.groupCaller, { name: a.username }));
  }
  await Promise.all([pb, pc].map((page) => incomingCall(page).getByRole('button', { name: vi.call.accept }).click()));

  await Promise.all([pa, pb, pc].map((page) => expectRemoteVideosPlaying(page, 2)));
  for (const [name, page] of [['B', pb], ['C', pc]] as const) {
    const t = await readCallTimings(page);
    console.log(`[call timing] group: ${name} accept → first remote frame ${(t.firstFrame ?? t.firstSize)! - t.accept!} ms`);
  }
  for (const page of [pa, pb, pc]) await expect(page.getByTestId('remote-tile')).toHaveCount(2);

  // The caller leaves: B and C go on together.
  await pa.getByRole('button', { name: vi.call.hangUp }).click();
  await expect(callOverlay(pa)).toBeHidden();
  for (const page of [pb, pc]) await expect(page.getByTestId('remote-tile')).toHaveCount(1, { timeout: 15_000 });
  await Promise.all([pb, pc].map((page) => expectRemoteVideosPlaying(page, 1)));

  // B leaves: only C is left, so the call is over for C too, and the duration is posted.
  await pb.getByRole('button', { name: vi.call.hangUp }).click();
  await expect(callOverlay(pc)).toBeHidden({ timeout: 15_000 });
  await expect(systemMessages(pa).filter({ hasText: durationPrefix('video') })).toHaveCount(1);
  await openChat(pc, groupName);
  await expect(systemMessages(pc).filter({ hasText: durationPrefix('video') })).toHaveCount(1);
});
