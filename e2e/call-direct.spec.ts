import { apiAs, directChat, newPerson, openAs, openChat } from './chat-helpers';
import {
  callButton,
  callNotice,
  callOverlay,
  durationPrefix,
  expectOnline,
  expectRing,
  expectRemoteAudioPlaying,
  expectRemoteVideosPlaying,
  holdableClock,
  incomingCall,
  missedText,
  readCallTimings,
  recordCallTimings,
  systemMessages,
  WEBRTC_TIMEOUT,
} from './call-helpers';
import { expect, test } from './fixtures';
import { E2E_RING_TIMEOUT_MS } from './support/timings';
import { vi } from './support/messages';

// One-to-one calls between two people in two browser contexts (SPEC.md section 4, "Call").

test.describe('one-to-one calls', () => {
  test.describe.configure({ timeout: 150_000 });

  test('video: B accepts, both see each other, mic and camera switch, A hangs up, both see the duration', async ({ browser, request }) => {
    const [a, b] = await Promise.all([newPerson(request), newPerson(request)]);
    await directChat(request, a, b);
    const [pa, pb] = await Promise.all([openAs(browser, a), openAs(browser, b)]);
    await openChat(pa, b.username);
    await expectOnline(pa);
    await Promise.all([recordCallTimings(pa), recordCallTimings(pb)]);

    await callButton(pa, 'video').click();
    await expect(callOverlay(pa)).toBeVisible();
    await expect(pa.getByTestId('call-status')).toHaveText(vi.call.calling, { timeout: 15_000 });

    // B rings wherever B is in the signed-in area (B has no chat open).
    const ring = await expectRing(pb);
    await expect(ring).toContainText(a.username);
    await expect(ring).toContainText(vi.call.incomingVideo);
    await ring.getByRole('button', { name: vi.call.accept }).click();

    await Promise.all([expectRemoteVideosPlaying(pa, 1), expectRemoteVideosPlaying(pb, 1)]);
    const [ta, tb] = await Promise.all([readCallTimings(pa), readCallTimings(pb)]);
    const accept = tb.accept!;
    const first = (t: { firstFrame?: number; firstSize?: number }) => t.firstFrame ?? t.firstSize;
    console.log(
      `[call timing] accept → first remote frame: callee ${first(tb)! - accept} ms (videoWidth>0 after ${tb.firstSize! - accept} ms), ` +
        `caller ${first(ta)! - accept} ms (videoWidth>0 after ${ta.firstSize! - accept} ms)`,
    );
    await expect(pa.getByTestId('local-video')).toBeVisible();
    await expect(pb.getByTestId('call-timer')).toHaveText(/^\d+:\d\d$/);

    // Microphone and camera off on A: B's tile says so (over the data channel).
    await pa.getByRole('button', { name: vi.call.muteMic }).click();
    await expect(pa.getByRole('button', { name: vi.call.unmuteMic })).toHaveAttribute('aria-pressed', 'true');
    await expect(pb.getByRole('img', { name: vi.call.micMuted })).toBeVisible();
    await pa.getByRole('button', { name: vi.call.cameraOff }).click();
    await expect(pb.getByTestId('remote-tile')).toContainText(vi.call.cameraDisabled);
    await pa.getByRole('button', { name: vi.call.cameraOn }).click();
    await expect(pb.getByTestId('remote-tile')).not.toContainText(vi.call.cameraDisabled);

    await pa.getByRole('button', { name: vi.call.hangUp }).click();
    await expect(callOverlay(pa)).toBeHidden();
    await expect(callOverlay(pb)).toBeHidden();
    await expect(systemMessages(pa).filter({ hasText: durationPrefix('video') })).toHaveCount(1);
    await openChat(pb, a.username);
    await expect(systemMessages(pb).filter({ hasText: durationPrefix('video') })).toHaveCount(1);
  });

  test('B declines: the ring stops, the caller is told it was declined, both see a declined call (not a missed one)', async ({ browser, request }) => {
    const [a, b] = await Promise.all([newPerson(request), newPerson(request)]);
    await directChat(request, a, b);
    const [pa, pb] = await Promise.all([openAs(browser, a), openAs(browser, b)]);
    const hold = await holdableClock(pa);
    await openChat(pa, b.username);
    await openChat(pb, a.username);
    await expectOnline(pa);

    await callButton(pa, 'video').click();
    // The caller's window closes 1.5 s after the end: held until its text was read. Held while B's
    // phone rings (the caller's side of a ring runs on no timer): stopping the clock takes seconds
    // on a loaded machine, which would otherwise come out of the ring's timeout.
    await hold();
    const ring = await expectRing(pb);
    await ring.getByRole('button', { name: vi.call.decline }).click();
    await expect(ring).toBeHidden();
    await expect(pa.getByTestId('call-message')).toHaveText(vi.call.declined);
    await pa.clock.runFor(1400);
    await expect(callOverlay(pa)).toBeVisible();
    await pa.clock.runFor(200);
    await expect(callOverlay(pa)).toBeHidden();
    await pa.clock.resume();
    await expect(callOverlay(pb)).toBeHidden();
    for (const page of [pa, pb]) {
      await expect(systemMessages(page).filter({ hasText: vi.systemMessages.callDeclinedVideo })).toHaveCount(1);
      await expect(systemMessages(page).filter({ hasText: missedText('video') })).toHaveCount(0);
    }
  });

  test('no answer within the ring timeout (15 s on the e2e server): "no one answered", a missed call', async ({ browser, request }) => {
    const [a, b] = await Promise.all([newPerson(request), newPerson(request)]);
    await directChat(request, a, b);
    const [pa, pb] = await Promise.all([openAs(browser, a), openAs(browser, b)]);
    const hold = await holdableClock(pa);
    await openChat(pa, b.username);
    await expectOnline(pa);

    await callButton(pa, 'audio').click();
    await expectRing(pb);
    await expect(incomingCall(pb)).toContainText(vi.call.incomingAudio);
    await hold();
    // nobody touches anything: the server ends the call after its ring timeout
    await expect(pa.getByTestId('call-message')).toHaveText(vi.call.noAnswer, { timeout: E2E_RING_TIMEOUT_MS + 15_000 });
    await expect(incomingCall(pb)).toBeHidden();
    await pa.clock.resume();
    await expect(callOverlay(pa)).toBeHidden();
    await expect(systemMessages(pa).filter({ hasText: missedText('audio') })).toHaveCount(1);
    await openChat(pb, a.username);
    await expect(systemMessages(pb).filter({ hasText: missedText('audio') })).toHaveCount(1);
  });

  test('busy: a third person calling someone in a call gets the busy notice; a second call from inside a call is refused', async ({ browser, request }) => {
    const [a, b, c] = await Promise.all([newPerson(request), newPerson(request), newPerson(request)]);
    await Promise.all([directChat(request, a, b), directChat(request, c, a)]);
    const [pa, pb, pc] = await Promise.all([openAs(browser, a), openAs(browser, b), openAs(browser, c)]);
    await openChat(pa, b.username);
    await openChat(pc, a.username);
    await expectOnline(pa);

    await callButton(pa, 'audio').click();
    await incomingCall(pb).getByRole('button', { name: vi.call.accept }).click();
    await expect(pb.getByTestId('call-timer')).toBeVisible({ timeout: WEBRTC_TIMEOUT });

    // C calls A, who is busy: the server refuses (CALL_BUSY) and C is told.
    await callButton(pc, 'audio').click();
    await expect(pc.getByTestId('call-message')).toHaveText(vi.call.busy);
    await expect(callOverlay(pc)).toBeHidden({ timeout: 15_000 });
    await expect(incomingCall(pa)).toHaveCount(0);

    // A starts another call while in one (the header's button, under the call window): refused here.
    await pa.getByTestId('call-buttons').getByRole('button', { name: vi.call.videoCall, includeHidden: true }).dispatchEvent('click');
    await expect(callNotice(pa)).toHaveText(vi.call.alreadyInCall);
    await expect(pa.getByTestId('call-timer')).toBeVisible();
    await expect(pb.getByTestId('call-timer')).toBeVisible();

    await pb.getByRole('button', { name: vi.call.hangUp }).click();
    await expect(callOverlay(pa)).toBeHidden();
  });

  test('audio only: both hear each other (no video), the callee hangs up, both see the duration', async ({ browser, request }) => {
    const [a, b] = await Promise.all([newPerson(request), newPerson(request)]);
    await directChat(request, a, b);
    const [pa, pb] = await Promise.all([openAs(browser, a), openAs(browser, b)]);
    await openChat(pa, b.username);
    await openChat(pb, a.username);
    await expectOnline(pa);

    await callButton(pa, 'audio').click();
    await incomingCall(pb).getByRole('button', { name: vi.call.accept }).click();
    await Promise.all([expectRemoteAudioPlaying(pa, 1), expectRemoteAudioPlaying(pb, 1)]);
    await expect(pa.getByTestId('local-video')).toHaveCount(0);
    await expect(pa.getByRole('button', { name: vi.call.cameraOff })).toHaveCount(0);
    await expect(pa.getByTestId('call-timer')).toBeVisible();

    await pb.getByRole('button', { name: vi.call.hangUp }).click();
    await expect(callOverlay(pa)).toBeHidden();
    await expect(callOverlay(pb)).toBeHidden();
    for (const page of [pa, pb]) await expect(systemMessages(page).filter({ hasText: durationPrefix('audio') })).toHaveCount(1);
  });

  test('mic/camera refused: "cannot access mic/camera", nobody is rung, the window closes by itself', async ({ browser, request }) => {
    const [a, b] = await Promise.all([newPerson(request), newPerson(request)]);
    await directChat(request, a, b);
    const [pa, pb] = await Promise.all([openAs(browser, a), openAs(browser, b)]);
    // as when the user refuses the permission prompt
    await pa.context().addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await pa.reload();
    await openChat(pa, b.username);
    await expectOnline(pa);

    await callButton(pa, 'video').click();
    await expect(pa.getByTestId('call-message')).toHaveText(vi.call.mediaError);
    await expect(callOverlay(pa)).toBeHidden({ timeout: 15_000 });
    await expect(incomingCall(pb)).toHaveCount(0);
  });

  test('the call buttons are disabled in a blocked chat', async ({ browser, request }) => {
    const [a, b] = await Promise.all([newPerson(request), newPerson(request)]);
    const chat = await directChat(request, a, b);
    await apiAs(request, b, 'POST', `/chat/block/${chat._id}`, {});
    const pa = await openAs(browser, a);
    await openChat(pa, b.username);
    await expect(callButton(pa, 'audio')).toBeDisabled();
    await expect(callButton(pa, 'video')).toBeDisabled();
  });
});
