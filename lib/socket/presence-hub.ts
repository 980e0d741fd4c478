import type { ChatMembers } from '@/lib/chats/contacts';
import { POPULATE_MEMBERS_UP_TO } from '@/lib/chats/serialize-chat';
import type { AppServer, AppSocket } from '@/lib/realtime/io-types';
import type { PresenceStore } from '@/lib/realtime/presence';
import { setContactLinker } from '@/lib/realtime/contact-links';
import { setPresenceVisibilityHandler } from '@/lib/realtime/presence-visibility';
import { createPresenceCircles } from './presence-circles';
import { logger } from '@/lib/log/logger';

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
const RESYNC_EVENT = 'chat:presence-resync' as const;
const VISIBILITY_EVENT = 'chat:presence-visibility' as const;

/**
 * online_users for each socket: the online ones among the members of its user's chats (plus
 * itself), with no database work per change. Who follows whom is kept per chat for the whole
 * process (lib/socket/presence-circles.ts). With the Redis adapter, changes reach the other
 * processes by serverSideEmit.
 */
export function createPresenceHub(io: AppServer, store: PresenceStore, crossProcess: boolean) {
  const circles = createPresenceCircles<AppSocket>();
  /** the tracked sockets of each user on this process */
  const socketsOf = new Map<string, Set<AppSocket>>();

  const emitList = (socket: AppSocket) => {
    socket.emit('online_users', circles.onlineList(socket));
  };

  /** sockets whose list changed since the last batch went out */
  const changed = new Set<AppSocket>();
  let batchTimer: NodeJS.Timeout | undefined;
  const sendBatch = () => {
    batchTimer = undefined;
    for (const socket of changed) if (socket.connected) emitList(socket);
    changed.clear();
  };
  const listChanged = (socket: AppSocket) => {
    changed.add(socket);
    if (!batchTimer) batchTimer = setTimeout(sendBatch, PRESENCE_BATCH_MS).unref();
  };

  const applyChange = (userId: string, isOnline: boolean) => {
    for (const socket of circles.setOnline(userId, isOnline)) listChanged(socket);
  };

  if (crossProcess) io.on(PRESENCE_EVENT, (userId, online) => applyChange(userId, online));

  const announce = (userId: string, online: boolean) => {
    applyChange(userId, online);
    if (crossProcess) io.serverSideEmit(PRESENCE_EVENT, userId, online);
  };

  /** Asks the store who of these members, new here, is online. */
  const learnPresence = async (userIds: string[]) => {
    if (userIds.length) circles.markOnline(await store.onlineAmong(userIds));
  };

  /** The chat's members follow each other's presence on this process's sockets; sends changed lists. */
  const applyLink = async ({ chatId, members }: ChatMembers) => {
    // The same bound as contactsOf: no presence fan-out for huge groups.
    if (members.length > POPULATE_MEMBERS_UP_TO) return;
    const joining: AppSocket[] = [];
    for (const userId of new Set(members)) for (const socket of socketsOf.get(userId) ?? []) if (socket.data.circles) joining.push(socket);
    const unknown = circles.refresh(chatId, members);
    for (const socket of joining) unknown.push(...circles.follow(socket, chatId, members));
    if (!unknown.length && !joining.length) return;
    await learnPresence(unknown);
    for (const socket of circles.followersOf(chatId)) listChanged(socket);
  };

  if (crossProcess) io.on(LINK_EVENT, (chatId, members) => void applyLink({ chatId, members }));

  /** Asks the store again about everyone followed here (changes elsewhere may have gone unseen). */
  const relearnAll = async () => {
    const followed = circles.followedUsers();
    const online = new Set(await store.onlineAmong(followed));
    for (const socket of circles.reconcile(online)) listChanged(socket);
  };
  const relearn = () => void relearnAll().catch((error) => logger().error({ err: error }, '[socket] presence resync'));
  // Redis came back: this process has published its users again; it and every other process ask anew.
  store.onResync?.(() => {
    relearn();
    if (crossProcess) io.serverSideEmit(RESYNC_EVENT);
  });
  if (crossProcess) io.on(RESYNC_EVENT, relearn);
  setContactLinker((chat: ChatMembers) => {
    applyLink(chat).catch((error) => logger().error({ err: error }, '[socket] presence link'));
    if (crossProcess) io.serverSideEmit(LINK_EVENT, chat.chatId, chat.members);
  });

  /**
   * The user hid or showed their online status: each of their sockets here stops or starts
   * counting in the store (so a second tab still keeps them online afterwards), and the lists
   * change when that made them go offline or come online.
   */
  const applyVisibility = async (userId: string, visible: boolean) => {
    let changed = false;
    for (const socket of socketsOf.get(userId) ?? []) {
      if (!socket.data.hideOnline === visible) continue;
      socket.data.hideOnline = !visible;
      const edge = visible ? await store.connect(userId) : await store.disconnect(userId);
      changed ||= edge;
    }
    if (changed) announce(userId, visible);
  };

  const visibilityFailed = (error: unknown) => logger().error({ err: error }, '[socket] presence visibility');
  if (crossProcess) io.on(VISIBILITY_EVENT, (userId, visible) => void applyVisibility(userId, visible).catch(visibilityFailed));
  setPresenceVisibilityHandler((userId, visible) => {
    applyVisibility(userId, visible).catch(visibilityFailed);
    if (crossProcess) io.serverSideEmit(VISIBILITY_EVENT, userId, visible);
  });

  return {
    /** Sends the socket its current list again (a screen that mounted after `setup`). */
    resend: emitList,

    /** After setup: follow the user's chats, send the first list, count this socket online. */
    async track(socket: AppSocket, userId: string, chats: ChatMembers[], visible: boolean) {
      socket.data.circles = [];
      const unknown = chats.flatMap((chat) => circles.follow(socket, chat.chatId, chat.members));
      let mine = socketsOf.get(userId);
      if (!mine) socketsOf.set(userId, (mine = new Set()));
      mine.add(socket);
      const firstSocket = visible ? await store.connect(userId) : false;
      await learnPresence(unknown);
      emitList(socket);
      if (firstSocket) announce(userId, true);
    },

    async untrack(socket: AppSocket, visible: boolean) {
      const userId = socket.data.userId;
      if (!userId) return;
      changed.delete(socket);
      circles.unfollowAll(socket);
      const mine = socketsOf.get(userId);
      mine?.delete(socket);
      if (mine && !mine.size) socketsOf.delete(userId);
      if (visible && (await store.disconnect(userId))) announce(userId, false);
    },
  };
}
