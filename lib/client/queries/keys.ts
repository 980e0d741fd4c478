/**
 * Every React Query key of the app, in one place (hierarchical arrays, `as const`), so that a
 * prefix can invalidate or remove a whole family: `queryKeys.chats.all` covers the list, every
 * history and every pin list; `queryKeys.badgeRequests.all` every filtered list.
 */
const chatsAll = ['chat'] as const;
const usersAll = ['user'] as const;
const badgeRequestsAll = ['badge-requests'] as const;

export const queryKeys = {
  chats: {
    all: chatsAll,
    list: () => [...chatsAll, 'list'] as const,
    history: (chatId: string) => [...chatsAll, 'history', chatId] as const,
    pins: (chatId: string) => [...chatsAll, 'pins', chatId] as const,
    /** the ids online, written by the socket only */
    online: () => [...chatsAll, 'online'] as const,
  },
  config: () => ['config'] as const,
  users: {
    all: usersAll,
    me: () => [...usersAll, 'me'] as const,
    search: (query: string) => [...usersAll, 'search', query] as const,
    /** people to add to a group: the search without its members */
    searchOutside: (query: string, groupId: string) => [...usersAll, 'search', query, { excludeGroup: groupId }] as const,
  },
  /** another user's profile screen (one's own is `users.me()`) */
  profile: (userId: string) => ['profile', userId] as const,
  group: (groupId: string) => ['group', groupId] as const,
  /** a group's moderation lists: under the group's key, so whatever refreshes the group refreshes them */
  moderation: {
    invites: (groupId: string) => ['group', groupId, 'invites'] as const,
    joinRequests: (groupId: string) => ['group', groupId, 'join-requests'] as const,
    bans: (groupId: string) => ['group', groupId, 'bans'] as const,
    reports: (groupId: string) => ['group', groupId, 'reports'] as const,
    log: (groupId: string) => ['group', groupId, 'log'] as const,
  },
  messageSearch: (query: string, chatId: string | null) => ['search', 'messages', chatId ?? 'all', query] as const,
  stickerSets: () => ['my-stickers'] as const,
  /** the caller's devices with push on */
  pushSubscriptions: () => ['push', 'subscriptions'] as const,
  badgeRequests: {
    all: badgeRequestsAll,
    list: <F extends object>(filters: F) => [...badgeRequestsAll, filters] as const,
  },
} as const;

/** The mutations a screen other than the one that runs them waits for (useIsMutating). */
export const mutationKeys = {
  /** a message edit being saved (the composer's edit bar waits for it) */
  editMessage: () => ['message', 'edit'] as const,
} as const;
