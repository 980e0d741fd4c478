'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatAnswer, DoneAnswer, FoundUser, GroupAnswer, GroupMemberAnswer, GroupView } from '@/lib/contract/answers';
import { groupCalls } from './group-calls';
import { isMemberView } from './group';
import { queryKeys } from './keys';

/**
 * How one management call changes the cached group: the call, the change shown at once (SPEC.md:
 * optimistic updates), the group after the answer, and what a failure does (put the optimistic
 * change back, or read the group again).
 */
export interface GroupChange<V, A> {
  call: (groupId: string, variables: V) => Promise<A>;
  optimistic?: (group: GroupView, variables: V) => GroupView;
  merge: (answer: A, group: GroupView | undefined) => GroupView | undefined;
  onFail?: 'rollback' | 'refresh';
}

/** A group call: the group it answers replaces the cached one. */
const change = <V,>(spec: Omit<GroupChange<V, GroupMemberAnswer>, 'merge'>): GroupChange<V, GroupMemberAnswer> => ({
  ...spec,
  merge: (answer) => answer.group,
});

const withoutKey = (record: Record<string, string>, key: string) => Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

/** The changes of the group screen's management panel, each run by useGroupChange. */
export const groupChanges = {
  rename: change({ call: groupCalls.rename, optimistic: (g, name: string) => ({ ...g, name }) }),
  changeAvatar: change({ call: groupCalls.changeAvatar }),
  addMember: change({
    call: (groupId, user: FoundUser) => groupCalls.addMember(groupId, user._id),
    // shown with what the search found of them until the server's member summary replaces it
    optimistic: (g, user) => ({
      ...g,
      members: g.members && [...g.members, { _id: user._id, id: user.id, username: user.username, name: user.name, avatar: user.avatar, specialBadges: [], isAdmin: false }],
      memberCount: g.memberCount + 1,
    }),
  }),
  removeMember: change({
    call: groupCalls.removeMember,
    optimistic: (g, memberId: string) => ({ ...g, members: g.members?.filter((m) => m._id !== memberId), memberCount: g.memberCount - 1 }),
    onFail: 'refresh',
  }),
  setAdmin: change({
    call: (groupId, { userId, admin }: { userId: string; admin: boolean }) =>
      admin ? groupCalls.addAdmin(groupId, userId) : groupCalls.removeAdmin(groupId, userId),
    optimistic: (g, { userId, admin }) => ({ ...g, admins: admin ? [...g.admins, userId] : g.admins.filter((a) => a !== userId) }),
  }),
  transferOwner: change({ call: groupCalls.transferOwner }),
  /** `until`: an ISO time in the future, or false to unmute */
  muteMember: change({
    call: (groupId, { memberId, until }: { memberId: string; until: string | false }) => groupCalls.muteMember(groupId, memberId, until),
    optimistic: (g, { memberId, until }) => ({ ...g, muted: until ? { ...g.muted, [memberId]: until } : withoutKey(g.muted, memberId) }),
  }),
  /** an ISO time to mute everyone until, or null to end it */
  muteAll: change({
    call: (groupId, until: string | null) => (until ? groupCalls.muteAll(groupId, until) : groupCalls.unmuteAll(groupId)),
    optimistic: (g, until) => ({ ...g, muteAllUntil: until }),
  }),
  /** a member's nickname ('' removes it): a chat call, whose answer carries the chat's nicknames */
  setNickname: {
    call: (groupId, { memberId, nickname }) => groupCalls.setNickname(groupId, memberId, nickname),
    optimistic: (g, { memberId, nickname }) => ({ ...g, nicknames: nickname ? { ...g.nicknames, [memberId]: nickname } : withoutKey(g.nicknames, memberId) }),
    merge: (answer, g) => g && { ...g, nicknames: answer.chat.nicknames },
  } satisfies GroupChange<{ memberId: string; nickname: string }, ChatAnswer>,
  hideMemberList: change({ call: groupCalls.hideMemberList, optimistic: (g, hideMemberList: boolean) => ({ ...g, hideMemberList }) }),
  showJoinLeaveNotice: change({ call: groupCalls.showJoinLeaveNotice, optimistic: (g, showJoinLeaveNotice: boolean) => ({ ...g, showJoinLeaveNotice }) }),
  setPublic: change({ call: groupCalls.setPublic, optimistic: (g, isPublic: boolean) => ({ ...g, public: isPublic }) }),
  /** the caller is out of the group: the screen leaves it, the cache stays as it was */
  leave: { call: (groupId) => groupCalls.leave(groupId), merge: (_answer, group) => group } satisfies GroupChange<void, DoneAnswer>,
};

/**
 * Runs one kind of change of the group as a mutation: applies the optimistic change, stores the
 * `{ group }` the server answers, and on failure rolls back (or reads the group again) and calls
 * `onError` (the panel's notice). Every call of `mutate` gets all of that, however many overlap.
 */
export function useGroupChange<V, A>(groupId: string, spec: GroupChange<V, A>, onError: (error: unknown, variables: V) => void) {
  const queryClient = useQueryClient();
  const key = queryKeys.group(groupId);
  const current = () => queryClient.getQueryData<GroupAnswer>(key);
  return useMutation({
    mutationFn: (variables: V) => spec.call(groupId, variables),
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = current();
      if (spec.optimistic && isMemberView(before)) queryClient.setQueryData<GroupAnswer>(key, spec.optimistic(before, variables));
      return { before };
    },
    onSuccess: (answer) => {
      const group = current();
      const next = spec.merge(answer, isMemberView(group) ? group : undefined);
      if (next) queryClient.setQueryData<GroupAnswer>(key, next);
    },
    onError: (error, variables, context) => {
      if (spec.onFail !== 'refresh' && context?.before) queryClient.setQueryData<GroupAnswer>(key, context.before);
      void queryClient.invalidateQueries({ queryKey: key });
      onError(error, variables);
    },
  });
}
