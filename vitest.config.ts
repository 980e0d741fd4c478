import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    // Playwright specs live in e2e/ and end in .spec.ts: keep them out of vitest.
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'e2e/**', '.next*/**', '.data/**'],
    globalSetup: ['test/global-setup.ts'],
    // Generous: on a busy CI machine the development server's first compile of a route takes
    // seconds, and a test calling a dozen routes for the first time can pass 60 s.
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // The tests share one server; two workers suit the 2-core machines.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
