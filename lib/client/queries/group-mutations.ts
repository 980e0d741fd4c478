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
    networkMode: 'always',
    mutationFn: async (groupId: string) => (await groupCalls.join(groupId)).group,
    onSuccess: (group, groupId) => {
      queryClient.setQueryData(queryKeys.group(groupId), group);
    },
  });
}
