import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// End-to-end tests against the real server (production build, fresh database, real SMTP), in
// Debian's Chromium: Playwright's own browser download is impossible on these machines.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Calls and voice notes: a fake microphone and camera, permission granted without a prompt.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// Debian's chromium-headless-shell: the same engine without the desktop browser around it (as
// Playwright's own headless default), about half the CPU per test, which a loaded 2-core machine
// needs. It cannot host the service worker: it has no binder for the Badging API the worker
// calls, and kills the renderer that calls it. So the specs of the worker (offline, push) run in
// the whole browser, and the rest block service workers (nor do they pay for the precache).
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';
const SERVICE_WORKER_SPECS = ['offline.spec.ts', 'pwa-push.spec.ts'];

// Runs with their own build folder (E2E_DIST_DIR) also keep their own results, so parallel
// runs on one machine do not delete each other's traces.
const RUN = process.env.E2E_DIST_DIR ? `-${process.env.E2E_DIST_DIR.replace(/^\.next-?/, '')}` : '';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  outputDir: `e2e-artifacts/test-results${RUN}`,
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry in CI: WebRTC and timing-heavy flows on a loaded 2-core machine; a retried test is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // A whole flow's bound, not a wait: states are waited for with the expect timeout. Generous,
  // because on a busy 2-core machine a flow with screenshots and several browsers takes over a minute.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: `e2e-artifacts/report${RUN}`, open: 'never' }]],
  use: {
    // Set by global-setup.ts; workers start after it and inherit it.
    baseURL: process.env.E2E_BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: SERVICE_WORKER_SPECS,
      use: {
        serviceWorkers: 'block',
        launchOptions: { executablePath: existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM, args: CHROMIUM_ARGS },
      },
    },
    {
      name: 'chromium-service-worker',
      testMatch: SERVICE_WORKER_SPECS,
      use: { launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } },
    },
  ],
});
