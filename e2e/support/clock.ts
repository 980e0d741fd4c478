import type { Page } from '@playwright/test';

/**
 * Stops the page's fake clock (installed with page.clock.install() before the page loaded) at
 * about its present time: from then on the page's timers run only by page.clock.runFor(), so a
 * "stays 2 s" check does not depend on how slow the machine is. pauseAt jumps ahead to a time and
 * stops; the page's time may pass the chosen one before the call lands, so each try aims further.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let margin = 200; ; margin *= 2) {
    try {
      return await page.clock.pauseAt(await page.evaluate((ms) => Date.now() + ms, margin));
    } catch (error) {
      if (margin >= 8000 || !String(error).includes('to the past')) throw error;
    }
  }
}
