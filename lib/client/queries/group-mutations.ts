'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from './keys';
import { groupCalls } from './group-calls';

/**
 * Join a public group (a group link's join button, the support group from the chat header):
 * answers the group as its new member sees it, which also replaces the outsider's preview cached
 * for the group screen.
 */
export function useJoinGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (groupId: string) => (await groupCalls.join(groupId)).group,
    onSuccess: (group, groupId) => {
      queryClient.setQueryData(queryKeys.group(groupId), group);
    },
  });
}

/** Step 1 of deleting a group: the code goes to the owner's e-mail (POST /auth/send-otp-delete-group). */
export function useSendDeleteGroupCode(groupId: string) {
  return useMutation({ mutationFn: (email: string) => groupCalls.sendDeleteCode(groupId, email) });
}

/** Step 2: the deletion itself, with that code (POST /group/delete-group). The screen then leaves the group. */
export function useDeleteGroup(groupId: string) {
  return useMutation({ mutationFn: ({ email, otp }: { email: string; otp: string }) => groupCalls.deleteGroup(groupId, email, otp) });
}
