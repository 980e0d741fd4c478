/**
 * Whose presence the sockets of this process follow, kept per chat rather than per socket: a
 * socket follows its user's chats ("circles"), each circle lists its members once for the whole
 * process, and each member id is one string that every circle shares. A socket costs a few
 * pointers whatever its chats' sizes. (A set of contacts per socket, and per followed user a set
 * of the sockets following them, cost about 6 KB of every idle socket in the bench "sockets":
 * users in a group of 100 and a one-to-one chat.)
 *
 * Only the bookkeeping: lib/socket/presence-hub.ts decides when lists go out.
 */

export interface PresenceCircle<S extends CircleFollower = CircleFollower> {
  chatId: string;
  /** the chat's members (the followers' own user included) */
  members: string[];
  /** the sockets that follow this chat */
  followers: Set<S>;
}

/** What a circle needs of a socket: its user, and the circles it follows. */
export interface CircleFollower {
  data: { userId?: string; circles?: PresenceCircle[] };
}

/** one member of some followed circle: its id string (shared) and the circles it is in */
interface Member<S extends CircleFollower> {
  id: string;
  circles: PresenceCircle<S>[];
}

/** The bookkeeping for sockets of type S: what it answers (followers) are those sockets. */
export function createPresenceCircles<S extends CircleFollower = CircleFollower>() {
  const circles = new Map<string, PresenceCircle<S>>();
  const members = new Map<string, Member<S>>();
  /** the members known to be online (kept only for members of some circle here) */
  const online = new Set<string>();

  const detach = (id: string, circle: PresenceCircle<S>) => {
    const member = members.get(id);
    if (!member) return;
    member.circles = member.circles.filter((c) => c !== circle);
    if (member.circles.length) return;
    members.delete(id);
    online.delete(id);
  };

  /**
   * Sets the circle's members; returns those not in any circle here before, whose presence is
   * not known here yet.
   */
  const setMembers = (circle: PresenceCircle<S>, ids: string[]): string[] => {
    const unknown: string[] = [];
    const next: string[] = [];
    let added = 0;
    for (const raw of ids) {
      let member = members.get(raw);
      if (!member) {
        members.set(raw, (member = { id: raw, circles: [] }));
        unknown.push(raw);
      }
      if (!member.circles.includes(circle)) {
        member.circles.push(circle);
        added++;
      }
      next.push(member.id);
    }
    if (!added && next.length === circle.members.length) return unknown;
    if (next.length - added < circle.members.length) {
      const stay = new Set(next);
      for (const id of circle.members) if (!stay.has(id)) detach(id, circle);
    }
    circle.members = next;
    return unknown;
  };

  return {
    /**
     * The socket follows this chat, whose members are `ids` (as just read, so a circle that was
     * already here is brought up to date). Returns the members whose presence is not known here
     * yet: the caller asks the presence store about them.
     */
    follow(socket: S, chatId: string, ids: string[]): string[] {
      let circle = circles.get(chatId);
      if (!circle) circles.set(chatId, (circle = { chatId, members: [], followers: new Set() }));
      const unknown = setMembers(circle, ids);
      if (!circle.followers.has(socket)) {
        circle.followers.add(socket);
        (socket.data.circles ??= []).push(circle);
      }
      return unknown;
    },

    /** The socket follows nothing any more; circles nobody follows are forgotten. */
    unfollowAll(socket: S): void {
      // The socket's own list holds these very circles (one kept here while it follows them).
      for (const { chatId } of socket.data.circles ?? []) {
        const circle = circles.get(chatId);
        if (!circle?.followers.delete(socket)) continue;
        if (circle.followers.size) continue;
        circles.delete(circle.chatId);
        for (const id of circle.members) detach(id, circle);
      }
      socket.data.circles = [];
    },

    /** Records that these users (members of circles here, or not) are online. */
    markOnline(userIds: string[]): void {
      for (const id of userIds) {
        const member = members.get(id);
        if (member) online.add(member.id);
      }
    },

    /** Records a change of presence; returns the sockets (other than the user's own) to tell. */
    setOnline(userId: string, isOnline: boolean): S[] {
      const member = members.get(userId);
      if (!member) return [];
      if (isOnline) online.add(member.id);
      else online.delete(userId);
      const tell: S[] = [];
      for (const circle of member.circles) for (const socket of circle.followers) if (socket.data.userId !== userId) tell.push(socket);
      return tell;
    },

    /** The socket's online list: its user's online contacts, then its user. */
    onlineList(socket: CircleFollower): string[] {
      const me = socket.data.userId;
      const followed = socket.data.circles ?? [];
      // Someone in two of the socket's chats is listed once.
      const seen = followed.length > 1 ? new Set<string>() : undefined;
      const list: string[] = [];
      for (const circle of followed) {
        for (const id of circle.members) {
          if (id === me || !online.has(id) || seen?.has(id)) continue;
          seen?.add(id);
          list.push(id);
        }
      }
      if (me) list.push(me);
      return list;
    },

    /** Every user some circle here follows: whose presence this process keeps. */
    followedUsers: (): string[] => [...members.keys()],

    /**
     * Sets the presence of every followed user anew (`onlineIds`: those online now); returns the
     * sockets whose list changed.
     */
    reconcile(onlineIds: Set<string>): Set<S> {
      const tell = new Set<S>();
      for (const id of members.keys()) {
        if (online.has(id) === onlineIds.has(id)) continue;
        for (const socket of this.setOnline(id, onlineIds.has(id))) tell.add(socket);
      }
      return tell;
    },

    /** Brings the chat's circle, if followed here, up to date; returns members of unknown presence. */
    refresh(chatId: string, ids: string[]): string[] {
      const circle = circles.get(chatId);
      return circle ? setMembers(circle, ids) : [];
    },

    /** the sockets that follow this chat here */
    followersOf: (chatId: string): Iterable<S> => circles.get(chatId)?.followers ?? [],
  };
}
