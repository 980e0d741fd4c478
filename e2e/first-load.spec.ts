import { CHAT_FIRST_LOAD_BUDGET_GZIP_KB, firstLoadBytes } from '../test/support/first-load';
import { expect, test } from './fixtures';

// The bench reports this figure with the others (bench/first-load.ts); the suite holds it too,
// because one import in a file every page loads (instrumentation-client.ts pulling in a whole
// library) is enough to break it, and bytes do not depend on the machine.
test('the JavaScript /chat needs before it runs stays within its budget', async ({ baseURL }) => {
  const bytes = await firstLoadBytes(baseURL!, '/chat');
  expect(bytes.sources.length).toBeGreaterThan(0);
  expect(Math.round(bytes.gzip / 1024)).toBeLessThan(CHAT_FIRST_LOAD_BUDGET_GZIP_KB);
});
