import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { pauseClock } from './support/clock';
import { fill, vi } from './support/messages';

// Helpers of the call specs (e2e/call-*.spec.ts). Media comes from Chromium's fake devices
// (playwright.config.ts: --use-fake-device-for-media-stream --use-fake-ui-for-media-stream).
// The machines are loaded: WebRTC gets generous limits, and nothing waits by sleeping.

export const WEBRTC_TIMEOUT = 30_000;

export const callButton = (page: Page, kind: 'video' | 'audio') => page.getByRole('button', { name: kind === 'video' ? vi.call.videoCall : vi.call.audioCall, exact: true });
export const incomingCall = (page: Page) => page.getByTestId('incoming-call');
export const callOverlay = (page: Page) => page.getByTestId('call-overlay');
export const callNotice = (page: Page) => page.getByTestId('call-notice');
export const systemMessages = (page: Page) => page.getByTestId('message-list').getByTestId('system-message');

/**
 * The incoming-call window of a callee, once it rings. The caller's fake camera and microphone
 * start first, which on a loaded machine has taken more than the default 10 s.
 */
export async function expectRing(page: Page) {
  const ring = incomingCall(page);
  await expect(ring).toBeVisible({ timeout: WEBRTC_TIMEOUT });
  return ring;
}

/** The chat header says the other person is online: their socket is set up and can be rung. */
export async function expectOnline(page: Page) {
  await expect(page.getByTestId('active-chat').getByText(vi.chatScreen.online, { exact: true })).toBeVisible({ timeout: 20_000 });
}

/**
 * Puts the page on Playwright's clock (reloading it so every timer is the fake one's) and answers a
 * function that stops the clock: the call window's closing delays (0.8 s, 1.5 s) then wait until
 * the test lets them run, so what the window says is read however slow the machine is.
 */
export async function holdableClock(page: Page): Promise<() => Promise<void>> {
  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('complementary', { name: vi.sidebar.label })).toBeVisible();
  return () => pauseClock(page);
}

/** "Cuộc gọi video · " / "Cuộc gọi thoại · ": the start of a call-duration system message. */
export const durationPrefix = (kind: 'video' | 'audio') => fill(kind === 'video' ? vi.systemMessages.callEndedVideo : vi.systemMessages.callEndedAudio, { duration: '' }).trim();
export const missedText = (kind: 'video' | 'audio') => (kind === 'video' ? vi.systemMessages.callMissedVideo : vi.systemMessages.callMissedAudio);

/**
 * Records, in the page, when the accept button is clicked and when each remote video presents its
 * first frame (requestVideoFrameCallback, with polling of videoWidth as a second reading), as
 * Date.now() values so readings of two pages of one machine compare.
 */
export async function recordCallTimings(page: Page) {
  await page.evaluate(() => {
    type Timing = { accept?: number; firstFrame?: number; firstSize?: number };
    const w = window as unknown as { __callTiming: Timing };
    w.__callTiming = {};
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element | null)?.closest?.('[data-testid="call-accept"]')) w.__callTiming.accept ??= Date.now();
      },
      true,
    );
    const watched = new WeakSet<HTMLVideoElement>();
    const watch = () => {
      document.querySelectorAll<HTMLVideoElement>('video[data-testid="remote-video"]').forEach((video) => {
        if (watched.has(video)) return;
        watched.add(video);
        video.requestVideoFrameCallback?.(() => {
          w.__callTiming.firstFrame ??= Date.now();
        });
      });
    };
    new MutationObserver(watch).observe(document.body, { childList: true, subtree: true });
    const poll = setInterval(() => {
      watch();
      const shown = [...document.querySelectorAll<HTMLVideoElement>('video[data-testid="remote-video"]')].some((v) => v.videoWidth > 0);
      if (shown) {
        w.__callTiming.firstSize ??= Date.now();
        clearInterval(poll);
      }
    }, 5);
  });
}

export const readCallTimings = (page: Page) =>
  page.evaluate(() => (window as unknown as { __callTiming: { accept?: number; firstFrame?: number; firstSize?: number } }).__callTiming);

/** `count` remote videos that have a picture and whose playback time moves on. */
export async function expectRemoteVideosPlaying(page: Page, count: number) {
  await expect(page.getByTestId('remote-video')).toHaveCount(count, { timeout: WEBRTC_TIMEOUT });
  await page.waitForFunction(
    (n) => {
      const videos = [...document.querySelectorAll<HTMLVideoElement>('video[data-testid="remote-video"]')];
      return videos.length === n && videos.every((v) => v.videoWidth > 0 && v.readyState >= 2);
    },
    count,
    { timeout: WEBRTC_TIMEOUT },
  );
  const before = await page.evaluate(() => [...document.querySelectorAll<HTMLVideoElement>('video[data-testid="remote-video"]')].map((v) => v.currentTime));
  await page.waitForFunction(
    (times) => [...document.querySelectorAll<HTMLVideoElement>('video[data-testid="remote-video"]')].every((v, i) => v.currentTime > times[i] + 0.2),
    before,
    { timeout: WEBRTC_TIMEOUT },
  );
}

/** The remote sound of an audio call: a live audio track playing in an <audio>, and no video. */
export async function expectRemoteAudioPlaying(page: Page, count: number) {
  await expect(page.getByTestId('remote-audio')).toHaveCount(count, { timeout: WEBRTC_TIMEOUT });
  await expect(page.getByTestId('remote-video')).toHaveCount(0);
  await page.waitForFunction(
    (n) => {
      const audios = [...document.querySelectorAll<HTMLAudioElement>('audio[data-testid="remote-audio"]')];
      return (
        audios.length === n &&
        audios.every((a) => {
          const stream = a.srcObject as MediaStream | null;
          return !!stream && stream.getAudioTracks().some((t) => t.readyState === 'live') && stream.getVideoTracks().length === 0 && !a.paused;
        })
      );
    },
    count,
    { timeout: WEBRTC_TIMEOUT },
  );
  const before = await page.evaluate(() => [...document.querySelectorAll<HTMLAudioElement>('audio[data-testid="remote-audio"]')].map((a) => a.currentTime));
  await page.waitForFunction(
    (times) => [...document.querySelectorAll<HTMLAudioElement>('audio[data-testid="remote-audio"]')].every((a, i) => a.currentTime > times[i] + 0.2),
    before,
    { timeout: WEBRTC_TIMEOUT },
  );
}
