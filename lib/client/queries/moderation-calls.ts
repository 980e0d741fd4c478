import { api } from '@/lib/client/api';
import type { DoneAnswer, GroupMemberAnswer } from '@/lib/contract/answers';
import type { Ban, Invite, JoinInviteAnswer, JoinRequestRow, LogPage, Report } from '@/lib/contract/answers';
import type { ReportAction, ReportReason, SlowModeSeconds } from '@/lib/contract/moderation';

const at = (groupId: string, call: string) => `/group/${groupId}/${call}`;

/** The options of a new invite link (API.md): null or absent for none. */
export interface NewInvite {
  expiresAt?: string | null;
  maxUses?: number | null;
  requiresApproval?: boolean;
}

/** Every call of the group moderation screens (API.md "Communities"), named by what it does. */
export const moderationCalls = {
  setSlowMode: (groupId: string, seconds: SlowModeSeconds) => api<GroupMemberAnswer>(at(groupId, 'slow-mode'), { method: 'PUT', body: { seconds } }),
  ban: (groupId: string, memberId: string, reason: string) => api<GroupMemberAnswer>(at(groupId, 'ban'), { body: { memberId, reason } }),
  unban: (groupId: string, userId: string) => api<GroupMemberAnswer>(at(groupId, `ban/${userId}`), { method: 'DELETE' }),
  bans: (groupId: string, signal?: AbortSignal) => api<{ bans: Ban[] }>(at(groupId, 'bans'), { signal }).then((a) => a.bans),
  invites: (groupId: string, signal?: AbortSignal) => api<{ invites: Invite[] }>(at(groupId, 'invites'), { signal }).then((a) => a.invites),
  createInvite: (groupId: string, invite: NewInvite) => api<{ invite: Invite }>(at(groupId, 'invites'), { body: { ...invite } }).then((a) => a.invite),
  revokeInvite: (groupId: string, code: string) => api<GroupMemberAnswer>(at(groupId, `invites/${encodeURIComponent(code)}`), { method: 'DELETE' }),
  joinInvite: (code: string) => api<JoinInviteAnswer>('/group/join-invite', { body: { code } }),
  joinRequests: (groupId: string, signal?: AbortSignal) => api<{ requests: JoinRequestRow[] }>(at(groupId, 'join-requests'), { signal }).then((a) => a.requests),
  decideJoinRequest: (groupId: string, userId: string, approve: boolean) => api<GroupMemberAnswer>(at(groupId, `join-requests/${userId}`), { body: { approve } }),
  reports: (groupId: string, signal?: AbortSignal) => api<{ reports: Report[] }>(at(groupId, 'reports'), { signal }).then((a) => a.reports),
  resolveReport: (groupId: string, reportId: string, action: ReportAction) => api<DoneAnswer>(at(groupId, `reports/${reportId}`), { body: { action } }),
  reportMessage: (messageId: string, reason: ReportReason, note: string) => api<DoneAnswer>(`/messages/${messageId}/report`, { body: { reason, note } }),
  log: (groupId: string, before: string | undefined, signal?: AbortSignal) =>
    api<LogPage>(`${at(groupId, 'log')}${before ? `?before=${before}` : ''}`, { signal }),
};
