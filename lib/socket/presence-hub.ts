import type { Server, Socket } from 'socket.io';
import type { PresenceStore } from '@/lib/realtime/presence';

export interface PresenceSocketData {
  userId?: string;
  contacts?: Set<string>;
  online?: Set<string>;
}

// Events are checked by zod at the edges, not by socket.io's generic maps.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PresenceSocket = Socket<any, any, any, PresenceSocketData>;

const PRESENCE_EVENT = 'chat:presence';

/**
 * online_users for each socket: the online ones among its user's contacts (plus itself), kept
 * per socket and updated when a contact comes or goes, with no database work per change. With
 * the Redis adapter, changes reach the other processes by serverSideEmit.
 */
export function createPresenceHub(io: Server, store: PresenceStore, crossProcess: boolean) {
  const watchers = new Map<string, Set<PresenceSocket>>();

  const emitList = (socket: PresenceSocket) => {
    socket.emit('online_users', [...(socket.data.online ?? [])]);
  };

  const applyChange = (userId: string, online: boolean) => {
    for (const socket of watchers.get(userId) ?? []) {
      if (online) socket.data.online?.add(userId);
      else socket.data.online?.delete(userId);
      emitList(socket);
    }
  };

  if (crossProcess) io.on(PRESENCE_EVENT as never, ((userId: string, online: boolean) => applyChange(userId, online)) as never);

  const announce = (userId: string, online: boolean) => {
    applyChange(userId, online);
    if (crossProcess) io.serverSideEmit(PRESENCE_EVENT, userId, online);
  };

  return {
    /** After setup: start following contacts, send the first list, count this socket online. */
    async track(socket: PresenceSocket, userId: string, contacts: string[], visible: boolean) {
      socket.data.contacts = new Set(contacts);
      for (const contact of contacts) {
        if (!watchers.has(contact)) watchers.set(contact, new Set());
        watchers.get(contact)!.add(socket);
      }
      const firstSocket = visible ? await store.connect(userId) : false;
      socket.data.online = new Set([...(await store.onlineAmong(contacts)), userId]);
      emitList(socket);
      if (firstSocket) announce(userId, true);
    },

    async untrack(socket: PresenceSocket, visible: boolean) {
      const userId = socket.data.userId;
      if (!userId) return;
      for (const contact of socket.data.contacts ?? []) {
        const set = watchers.get(contact);
        set?.delete(socket);
        if (set && !set.size) watchers.delete(contact);
      }
      if (visible && (await store.disconnect(userId))) announce(userId, false);
    },
  };
}

export type PresenceHub = ReturnType<typeof createPresenceHub>;
