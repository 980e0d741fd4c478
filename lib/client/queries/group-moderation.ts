'use client';

import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { GroupMemberAnswer, GroupView, LogPage } from '@/lib/contract/answers';
import type { ReportAction, ReportReason, SlowModeSeconds } from '@/lib/contract/moderation';
import type { GroupChange } from './group-changes';
import { queryKeys } from './keys';
import { moderationCalls, type NewInvite } from './moderation-calls';

// The group moderation screens' reads and writes (API.md "Communities"). The lists live under
// the group's key (keys.ts), so a chat_updated of the group refreshes whichever are shown.

const keys = queryKeys.moderation;

/** Slow mode, as a change of the group's panel (useGroupChange): shown at once, the answered group kept. */
export const slowModeChange: GroupChange<SlowModeSeconds, GroupMemberAnswer> = {
  call: moderationCalls.setSlowMode,
  optimistic: (group, seconds) => ({ ...group, slowModeSeconds: seconds }),
  merge: (answer) => answer.group,
};

export const useInvites = (groupId: string) =>
  useQuery({ queryKey: keys.invites(groupId), queryFn: ({ signal }) => moderationCalls.invites(groupId, signal) });

export const useBans = (groupId: string) => useQuery({ queryKey: keys.bans(groupId), queryFn: ({ signal }) => moderationCalls.bans(groupId, signal) });

export const useJoinRequests = (groupId: string) =>
  useQuery({ queryKey: keys.joinRequests(groupId), queryFn: ({ signal }) => moderationCalls.joinRequests(groupId, signal) });

export const useReports = (groupId: string) =>
  useQuery({ queryKey: keys.reports(groupId), queryFn: ({ signal }) => moderationCalls.reports(groupId, signal) });

/** The moderation log, newest first, a page at a time (`before` the last entry shown). */
export function useModerationLog(groupId: string) {
  return useInfiniteQuery<LogPage, Error, InfiniteData<LogPage>, readonly unknown[], string | undefined>({
    queryKey: keys.log(groupId),
    queryFn: ({ pageParam, signal }) => moderationCalls.log(groupId, pageParam, signal),
    initialPageParam: undefined,
    getNextPageParam: (last) => (last.hasMore ? last.entries[last.entries.length - 1]?.id : undefined),
  });
}

/** A write of the moderation screens: afterwards the group (and with it every list under its key) is read again. */
function useGroupWrite<V, R>(groupId: string, write: (variables: V) => Promise<R>, onAnswer?: (answer: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: write,
    onSuccess: (answer) => {
      onAnswer?.(answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.group(groupId) });
    },
  });
}

/** Stores the group a write answered, as the management panel's runner does. */
function useStoreGroup(groupId: string) {
  const queryClient = useQueryClient();
  return (answer: { group?: GroupView }) => {
    if (answer.group) queryClient.setQueryData(queryKeys.group(groupId), answer.group);
  };
}

export function useCreateInvite(groupId: string) {
  return useGroupWrite(groupId, (invite: NewInvite) => moderationCalls.createInvite(groupId, invite));
}

export function useRevokeInvite(groupId: string) {
  const store = useStoreGroup(groupId);
  return useGroupWrite(groupId, (code: string) => moderationCalls.revokeInvite(groupId, code), store);
}

export function useBan(groupId: string) {
  const store = useStoreGroup(groupId);
  return useGroupWrite(groupId, ({ memberId, reason }: { memberId: string; reason: string }) => moderationCalls.ban(groupId, memberId, reason), store);
}

export function useUnban(groupId: string) {
  return useGroupWrite(groupId, (userId: string) => moderationCalls.unban(groupId, userId));
}

export function useDecideJoinRequest(groupId: string) {
  const store = useStoreGroup(groupId);
  return useGroupWrite(groupId, ({ userId, approve }: { userId: string; approve: boolean }) => moderationCalls.decideJoinRequest(groupId, userId, approve), store);
}

export function useResolveReport(groupId: string) {
  return useGroupWrite(groupId, ({ reportId, action }: { reportId: string; action: ReportAction }) => moderationCalls.resolveReport(groupId, reportId, action));
}

/** A member reports a message of a group chat; nothing the reporter sees changes. */
export function useReportMessage() {
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ messageId, reason, note }: { messageId: string; reason: ReportReason; note: string }) => moderationCalls.reportMessage(messageId, reason, note),
  });
}

/** Joins by an invite code: `{ chat }` when in, `{ request }` when an admin must approve. */
export function useJoinInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (code: string) => moderationCalls.joinInvite(code),
    onSuccess: (answer) => {
      if (answer.chat) void queryClient.invalidateQueries({ queryKey: queryKeys.chats.list() });
    },
  });
}
