import { POPULATE_MEMBERS_UP_TO } from '@/lib/chats/serialize-chat';
import type { AppServer, AppSocket } from '@/lib/realtime/io-types';
import type { PresenceStore } from '@/lib/realtime/presence';
import { setContactLinker } from '@/lib/realtime/contact-links';

type PresenceSocket = AppSocket;

const PRESENCE_EVENT = 'chat:presence' as const;
const LINK_EVENT = 'chat:presence-link' as const;

/**
 * online_users for each socket: the online ones among its user's contacts (plus itself), kept
 * per socket and updated when a contact comes or goes, with no database work per change. With
 * the Redis adapter, changes reach the other processes by serverSideEmit.
 */
export function createPresenceHub(io: AppServer, store: PresenceStore, crossProcess: boolean) {
  const watchers = new Map<string, Set<PresenceSocket>>();
  /** the tracked sockets of each user on this process */
  const socketsOf = new Map<string, Set<PresenceSocket>>();

  const addTo = (map: Map<string, Set<PresenceSocket>>, key: string, socket: PresenceSocket) => {
    if (!map.has(key)) map.set(key, new Set());
    map.get(key)!.add(socket);
  };
  const removeFrom = (map: Map<string, Set<PresenceSocket>>, key: string, socket: PresenceSocket) => {
    const set = map.get(key);
    set?.delete(socket);
    if (set && !set.size) map.delete(key);
  };

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

  if (crossProcess) io.on(PRESENCE_EVENT, (userId, online) => applyChange(userId, online));

  const announce = (userId: string, online: boolean) => {
    applyChange(userId, online);
    if (crossProcess) io.serverSideEmit(PRESENCE_EVENT, userId, online);
  };

  /** Makes these users contacts of each other on this process's sockets; sends changed lists. */
  const applyLink = async (userIds: string[]) => {
    // The same bound as contactsOf: no presence fan-out for huge groups.
    if (userIds.length > POPULATE_MEMBERS_UP_TO) return;
    for (const userId of new Set(userIds)) {
      for (const socket of socketsOf.get(userId) ?? []) {
        const fresh = userIds.filter((id) => id !== userId && !socket.data.contacts?.has(id));
        if (!fresh.length) continue;
        for (const contact of fresh) {
          socket.data.contacts?.add(contact);
          addTo(watchers, contact, socket);
        }
        const online = await store.onlineAmong(fresh);
        if (!online.length) continue;
        for (const id of online) socket.data.online?.add(id);
        emitList(socket);
      }
    }
  };

  if (crossProcess) io.on(LINK_EVENT, (userIds) => void applyLink(userIds));
  setContactLinker((userIds: string[]) => {
    applyLink(userIds).catch((error) => console.error('[socket] presence link', error));
    if (crossProcess) io.serverSideEmit(LINK_EVENT, userIds);
  });

  return {
    /** Sends the socket its current list again (a screen that mounted after `setup`). */
    resend: emitList,

    /** After setup: start following contacts, send the first list, count this socket online. */
    async track(socket: PresenceSocket, userId: string, contacts: string[], visible: boolean) {
      socket.data.contacts = new Set(contacts);
      for (const contact of contacts) addTo(watchers, contact, socket);
      addTo(socketsOf, userId, socket);
      const firstSocket = visible ? await store.connect(userId) : false;
      // Contacts linked meanwhile are in the set too.
      socket.data.online = new Set([...(await store.onlineAmong([...socket.data.contacts])), userId]);
      emitList(socket);
      if (firstSocket) announce(userId, true);
    },

    async untrack(socket: PresenceSocket, visible: boolean) {
      const userId = socket.data.userId;
      if (!userId) return;
      for (const contact of socket.data.contacts ?? []) removeFrom(watchers, contact, socket);
      removeFrom(socketsOf, userId, socket);
      if (visible && (await store.disconnect(userId))) announce(userId, false);
    },
  };
}

export type PresenceHub = ReturnType<typeof createPresenceHub>;
