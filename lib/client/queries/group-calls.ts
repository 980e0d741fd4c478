import { api } from '@/lib/client/api';
import type { ConfirmationAnswer, DoneAnswer, GroupMemberAnswer } from '@/lib/contract/answers';
import { setChatNickname } from './chat-mutations';

const at = (groupId: string, call: string) => `/group/${groupId}/${call}`;

/**
 * Every write of the group screen, named by what it does (the wire calls). The panel runs them
 * as the mutations of group-changes.ts and group-mutations.ts.
 */
export const groupCalls = {
  /** an outsider joins a public group (useJoinGroup in group-mutations.ts runs it) */
  join: (groupId: string) => api<GroupMemberAnswer>(`/group/join/${groupId}`, { method: 'POST', body: {} }),
  addMember: (groupId: string, userId: string) => api<GroupMemberAnswer>(at(groupId, 'members'), { body: { userId } }),
  removeMember: (groupId: string, memberId: string) => api<GroupMemberAnswer>(at(groupId, `members/${memberId}`), { method: 'DELETE' }),
  addAdmin: (groupId: string, userId: string) => api<GroupMemberAnswer>(at(groupId, 'admins'), { body: { userId } }),
  removeAdmin: (groupId: string, userId: string) => api<GroupMemberAnswer>(at(groupId, `admins/${userId}`), { method: 'DELETE' }),
  transferOwner: (groupId: string, newOwnerId: string) => api<GroupMemberAnswer>(at(groupId, 'transfer-owner'), { body: { newOwnerId } }),
  /** `until`: an ISO time in the future, or false to unmute */
  muteMember: (groupId: string, memberId: string, until: string | false) =>
    api<GroupMemberAnswer>(at(groupId, 'mute-member'), { body: { memberId, mute: until } }),
  muteAll: (groupId: string, until: string) => api<GroupMemberAnswer>(at(groupId, 'mute-all'), { body: { until } }),
  unmuteAll: (groupId: string) => api<GroupMemberAnswer>(at(groupId, 'unmute-all'), { body: {} }),
  hideMemberList: (groupId: string, hide: boolean) => api<GroupMemberAnswer>(at(groupId, 'hide-member-list'), { body: { hide } }),
  showJoinLeaveNotice: (groupId: string, show: boolean) => api<GroupMemberAnswer>(at(groupId, 'join-leave-notice'), { body: { show } }),
  setPublic: (groupId: string, value: boolean) => api<GroupMemberAnswer>(at(groupId, 'public'), { method: 'PATCH', body: { value } }),
  rename: (groupId: string, newName: string) => api<GroupMemberAnswer>('/group/rename-group', { body: { groupId, newName } }),
  /** PNG or JPEG, sent as multipart field `avatar` */
  changeAvatar: (groupId: string, file: File) => {
    const form = new FormData();
    form.append('avatar', file);
    return api<GroupMemberAnswer>(at(groupId, 'change-avatar'), { method: 'PUT', body: form });
  },
  /** a member's nickname in the group ('' removes it): a chat call, answering `{ chat }` */
  setNickname: (groupId: string, memberId: string, nickname: string) => setChatNickname(groupId, memberId, nickname),
  leave: (groupId: string) => api<DoneAnswer>(at(groupId, 'leave'), { body: {} }),
  /** step 1 of deleting a group: the code goes to the owner's e-mail */
  sendDeleteCode: (groupId: string, email: string) => api<ConfirmationAnswer>('/auth/send-otp-delete-group', { body: { email, groupId } }),
  /** step 2: the deletion itself, with that code */
  deleteGroup: (groupId: string, email: string, otp: string) => api<DoneAnswer>('/group/delete-group', { body: { groupId, email, otp } }),
};
