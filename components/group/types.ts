import type { SpecialBadge } from '@/components/profile/badges';

export type GroupRole = 'owner' | 'admin' | 'member';

/** A member as the group answer carries it (lib/chats/member-summary.ts). */
export interface MemberSummary {
  _id: string;
  id: string;
  username: string;
  name?: string;
  avatar?: string;
  email?: string;
  specialBadges?: SpecialBadge[];
  isAdmin?: boolean;
}

/** GET /api/group/{id} for a member (lib/groups/group-view.ts). */
export interface GroupView {
  _id: string;
  id: string;
  type: 'group';
  name: string;
  avatar?: string;
  /** absent for plain members while the list is hidden; large groups may list bare ids */
  members?: (MemberSummary | string)[];
  memberCount: number;
  hideMemberList: boolean;
  owner: string | null;
  admins: string[];
  myRole: GroupRole;
  nicknames: Record<string, string>;
  /** member id → ISO time the mute ends */
  muted: Record<string, string>;
  muteAllUntil: string | null;
  public: boolean;
  showJoinLeaveNotice: boolean;
  specialBadges?: SpecialBadge[];
  isSupport?: boolean;
  isMember?: true;
}

/** What an outsider sees of a public group through its link. */
export interface GroupPreview {
  _id: string;
  id: string;
  name: string;
  avatar?: string;
  memberCount: number;
  public: boolean;
  specialBadges?: SpecialBadge[];
  isMember: false;
}

export type GroupAnswer = GroupView | GroupPreview;

export const isMemberView = (group: GroupAnswer | undefined): group is GroupView => !!group && group.isMember !== false;

/** A found user of GET /user/search. */
export interface FoundUser {
  _id: string;
  id: string;
  username: string;
  name?: string;
  avatar?: string;
  email?: string;
}

export const roleOf = (group: Pick<GroupView, 'owner' | 'admins'>, userId: string): GroupRole =>
  group.owner === userId ? 'owner' : group.admins.includes(userId) ? 'admin' : 'member';

export const memberObjects = (group: GroupView): MemberSummary[] =>
  (group.members ?? []).map((m) => (typeof m === 'string' ? { _id: m, id: m, username: m } : m));
