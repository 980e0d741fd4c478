import { POPULATE_MEMBERS_UP_TO } from '@/lib/chats/serialize-chat';
import type { AppServer, AppSocket } from '@/lib/realtime/io-types';
import type { PresenceStore } from '@/lib/realtime/presence';
import { setContactLinker } from '@/lib/realtime/contact-links';

type PresenceSocket = AppSocket;

/**
 * Lists changed by others coming online or going offline go out together, at most this long
 * after the first change: a group whose members connect at once (a morning, a restart) sends
 * each member a few lists, not one per member coming online. One list per change made a connect
 * O(contacts) list sends of O(contacts) ids each: most of the server's CPU when 10,000 users in
 * groups of 100 connected (bench "sockets").
 */
export const PRESENCE_BATCH_MS = 100;

const PRESENCE_EVENT = 'chat:presence' as const;
const LINK_EVENT = 'chat:presence-link' as const;

/**
 * online_users for each socket: the online ones among its user's contacts (plus itself), with
 * no database work per change. With the Redis adapter, changes reach the other processes by
 * serverSideEmit.
 *
 * Memory is per process, not per socket, where it can be: a user that sockets here follow is one
 * `Watched` entry whose id string every follower's contact set shares, and who of them is online
 * is one set for the process. (A set of online contacts per socket, of fresh strings each, cost
 * 9 KB of each idle socket's 52 KB in the bench, 5,000 users each in a group of 100.)
 */
export function createPresenceHub(io: AppServer, store: PresenceStore, crossProcess: boolean) {
  /** the users followed by sockets of this process, each with its followers */
  const watched = new Map<string, { id: string; sockets: Set<PresenceSocket> }>();
  /** the followed users known to be online */
  const online = new Set<string>();
  /** the tracked sockets of each user on this process */
  const socketsOf = new Map<string, Set<PresenceSocket>>();

  const follow = (socket: PresenceSocket, userId: string) => {
    let entry = watched.get(userId);
    if (!entry) watched.set(userId, (entry = { id: userId, sockets: new Set() }));
    entry.sockets.add(socket);
    socket.data.contacts!.add(entry.id);
  };
  const unfollow = (socket: PresenceSocket, userId: string) => {
    const entry = watched.get(userId);
    entry?.sockets.delete(socket);
    if (entry && !entry.sockets.size) {
      watched.delete(userId);
      online.delete(userId);
    }
  };
  /** Records who of these followed users are online. */
  const markOnline = (userIds: string[]) => {
    for (const id of userIds) {
      const entry = watched.get(id);
      if (entry) online.add(entry.id);
    }
  };

  const emitList = (socket: PresenceSocket) => {
    const list: string[] = [];
    for (const id of socket.data.contacts ?? []) if (online.has(id)) list.push(id);
    if (socket.data.userId) list.push(socket.data.userId);
    socket.emit('online_users', list);
  };

  /** sockets whose list changed since the last batch went out */
  const changed = new Set<PresenceSocket>();
  let batchTimer: NodeJS.Timeout | undefined;
  const sendBatch = () => {
    batchTimer = undefined;
    for (const socket of changed) if (socket.connected) emitList(socket);
    changed.clear();
  };
  const listChanged = (socket: PresenceSocket) => {
    changed.add(socket);
    if (!batchTimer) batchTimer = setTimeout(sendBatch, PRESENCE_BATCH_MS).unref();
  };

  const applyChange = (userId: string, isOnline: boolean) => {
    const entry = watched.get(userId);
    if (!entry) return;
    if (isOnline) online.add(entry.id);
    else online.delete(userId);
    for (const socket of entry.sockets) listChanged(socket);
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
        if (!socket.data.contacts) continue;
        const fresh = userIds.filter((id) => id !== userId && !socket.data.contacts!.has(id));
        if (!fresh.length) continue;
        for (const contact of fresh) follow(socket, contact);
        const nowOnline = await store.onlineAmong(fresh);
        if (!nowOnline.length) continue;
        markOnline(nowOnline);
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
      socket.data.contacts = new Set();
      for (const contact of contacts) follow(socket, contact);
      let mine = socketsOf.get(userId);
      if (!mine) socketsOf.set(userId, (mine = new Set()));
      mine.add(socket);
      const firstSocket = visible ? await store.connect(userId) : false;
      // Contacts linked meanwhile are in the set too.
      markOnline(await store.onlineAmong([...socket.data.contacts]));
      emitList(socket);
      if (firstSocket) announce(userId, true);
    },

    async untrack(socket: PresenceSocket, visible: boolean) {
      const userId = socket.data.userId;
      if (!userId) return;
      changed.delete(socket);
      for (const contact of socket.data.contacts ?? []) unfollow(socket, contact);
      const mine = socketsOf.get(userId);
      mine?.delete(socket);
      if (mine && !mine.size) socketsOf.delete(userId);
      if (visible && (await store.disconnect(userId))) announce(userId, false);
    },
  };
}

export type PresenceHub = ReturnType<typeof createPresenceHub>;
