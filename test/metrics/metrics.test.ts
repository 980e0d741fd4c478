import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { openSocket } from '../support/socket';
import { directChat, expectOk, users } from '../chats/helpers';
import { samples, scrape, valueOf } from './prometheus-text';

// GET /metrics of the run's server (METRICS_TOKEN set: test/global-setup.ts): 401 without the
// token or with a wrong one; with it, Prometheus text whose counters and histogram buckets move
// with what the server does, labelled by route (never an id) and command name.

describe('GET /metrics', () => {
  it('401 without the token, with a wrong one and with another scheme', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token-at-all-0000', `Basic ${Buffer.from('a:b').toString('base64')}`]) {
      const res = await scrape(authorization);
      expect(res.status, authorization).toBe(401);
      expect(await res.text()).not.toContain('http_request_duration_seconds');
    }
  });

  it('request histograms by route and status: buckets move after requests, ids never show', async () => {
    const [alice] = await users(1);
    const route = { method: 'GET', route: '/api/messages/by-chat/:id', status: '404' };
    const before = await samples();
    const chatId = 'abcdefabcdefabcdefabcdef';
    for (let i = 0; i < 3; i += 1) expect((await api(`/messages/by-chat/${chatId}`, { token: alice.token })).status).toBe(404);
    const after = await samples();
    expect(valueOf(after, 'http_request_duration_seconds_count', route) - valueOf(before, 'http_request_duration_seconds_count', route)).toBe(3);
    const inf = { ...route, le: '+Inf' };
    expect(valueOf(after, 'http_request_duration_seconds_bucket', inf) - valueOf(before, 'http_request_duration_seconds_bucket', inf)).toBe(3);
    expect(valueOf(after, 'http_request_duration_seconds_sum', route)).toBeGreaterThan(valueOf(before, 'http_request_duration_seconds_sum', route));
    const res = await scrape(`Bearer ${inject('metricsToken')}`);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await res.text()).not.toContain(chatId);
  });

  it('messages stored, send-to-ack latency, deliveries, sockets, database commands, queues and the process', async () => {
    const [alice, bob] = await users(2);
    const chatId = await directChat(alice, bob);
    const bobSocket = await openSocket(bob.token);
    try {
      const before = await samples();
      expect(valueOf(before, 'chat_sockets_connected')).toBeGreaterThanOrEqual(1);
      for (let i = 0; i < 2; i += 1) {
        expectOk(await api('/messages/send', { token: alice.token, body: { chatId, content: `counted ${i}` } }));
        await bobSocket.next('receive_message', (m: { content: string }) => m.content === `counted ${i}`);
      }
      const after = await samples();
      const grew = (name: string, labels?: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);
      expect(grew('chat_messages_stored_total')).toBeGreaterThanOrEqual(2);
      expect(grew('chat_send_to_ack_seconds_count')).toBeGreaterThanOrEqual(2);
      expect(grew('chat_deliveries_total', { event: 'receive_message' })).toBeGreaterThanOrEqual(2);
      expect(grew('db_command_duration_seconds_count', { command: 'insert', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
      for (const queue of ['search_index', 'push', 'link_preview']) expect(after.some((s) => s.name === 'queue_depth' && s.labels.queue === queue), queue).toBe(true);
      for (const name of ['chat_pushes_sent', 'chat_pushes_delivered', 'chat_pushes_gone']) expect(after.some((s) => s.name === name), name).toBe(true);
      for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds']) {
        expect(after.some((s) => s.name === name), name).toBe(true);
      }
      // With REDIS_URL the server's Redis commands are timed too.
      if (process.env.REDIS_URL) expect(valueOf(after, 'redis_command_duration_seconds_count')).toBeGreaterThan(0);
    } finally {
      bobSocket.disconnect();
    }
  });
});
