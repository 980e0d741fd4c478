// What a member's page does when its socket comes back after a restart, over that member's own
// connections: the browser's, not one pool shared by every member.
import { Agent, request } from 'node:http';

/** A browser's connections to the app: kept alive, at most six at once (HTTP/1.1 per origin). */
export const browserAgent = () => new Agent({ keepAlive: true, maxSockets: 6 });

function get(baseUrl: string, path: string, token: string, agent: Agent): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}/api${path}`, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`GET ${path}: HTTP ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });
}

/** An ObjectId of `secondsAgo` before now: where a catch-up starts (lib/client/chat/cache.ts). */
const idSecondsAgo = (secondsAgo: number) => `${Math.floor(Date.now() / 1000 - secondsAgo).toString(16)}${'0'.repeat(16)}`;

/**
 * The reconnect of lib/client/chat/use-chat-events.ts for a member with `chatId` open: the chat
 * list again, what the open chat missed and its pins. Its requests also open the connections the
 * member's next sends ride on, as a browser's do: a load generator that opened its connections
 * only when a send needed one would make a fresh process accept them while it is busiest (it
 * accepts one connection per turn of its event loop, and a turn is long then).
 */
export async function refetchAfterReconnect(baseUrl: string, token: string, chatId: string, agent: Agent): Promise<void> {
  await Promise.all([
    get(baseUrl, '/chat/my-chats', token, agent),
    get(baseUrl, `/messages/by-chat/${chatId}?after=${idSecondsAgo(5)}&limit=100`, token, agent),
    get(baseUrl, `/chat/${chatId}/pinned-messages`, token, agent),
  ]);
}
