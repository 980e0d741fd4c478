import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnStack } from '../support/own-stack';
import type { Stack } from '../support/stack';

// What an operator who sets nothing gets: no /metrics (404, as any unknown path, whatever token
// is sent) and no TURN entry in /config. A server of this file's own, with neither METRICS_TOKEN
// nor TURN_URLS/TURN_SECRET nor ICE_SERVERS.

let stack: Stack;
let token: string;

beforeAll(async () => {
  ({ stack, token } = await startOwnStack('unset'));
}, 300_000);

afterAll(async () => {
  await stack?.stop();
});

describe('operator settings left unset', () => {
  it('GET /metrics does not exist: 404 with or without a token', async () => {
    for (const authorization of [undefined, 'Bearer some-token-of-sixteen+']) {
      const res = await fetch(`${stack.baseUrl}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('http_request_duration_seconds');
    }
  });

  it('GET /config with a session has no ICE servers and no TURN credentials', async () => {
    const res = await fetch(`${stack.baseUrl}/api/config`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { iceServers: unknown[] }).iceServers).toEqual([]);
  });
});
