'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/client/api';
import type { Chat, DoneAnswer, NotificationSettings, OpenChatAnswer, OwnUserAnswer, PushSubscriptionListAnswer, PushTestAnswer } from '@/lib/contract/answers';
import { subscribeThisDevice, unsubscribeThisDevice } from '@/lib/client/push/device';
import { chatsKey } from './chats';
import { patchCurrentUser } from './current-user';
import { queryKeys } from './keys';

// Notifications: the account's push settings, this device's subscription, the device list, the
// test push, and a chat's mute (kept on the server: it follows the account to every device).

export function usePushSubscriptions() {
  return useQuery({
    queryKey: queryKeys.pushSubscriptions(),
    queryFn: async () => (await api<PushSubscriptionListAnswer>('/push/subscriptions')).subscriptions,
  });
}

const refreshDevices = (queryClient: ReturnType<typeof useQueryClient>) => queryClient.invalidateQueries({ queryKey: queryKeys.pushSubscriptions() });

/** Turns push on (asking the browser's permission) or off for this device. */
export function useSetDevicePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean): Promise<NotificationPermission | 'off'> => (on ? subscribeThisDevice() : (await unsubscribeThisDevice(), 'off')),
    onSettled: () => refreshDevices(queryClient),
  });
}

export function useRemovePushSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<DoneAnswer>(`/push/subscriptions/${id}`, { method: 'DELETE' }),
    onSettled: () => refreshDevices(queryClient),
  });
}

export function useSendTestPush() {
  return useMutation({ mutationFn: () => api<PushTestAnswer>('/push/test', { body: {} }) });
}

/** PUT /user/notifications: the signed-in user gets the settings saved. */
export function useSetNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Partial<NotificationSettings>) => api<OwnUserAnswer>('/user/notifications', { method: 'PUT', body: settings }),
    onSuccess: ({ user }) => patchCurrentUser(queryClient, { notifications: user.notifications }),
  });
}

export const setChatMutedCall = (chatId: string, muted: boolean) => api<OpenChatAnswer>(`/chat/${chatId}/notifications`, { method: 'PUT', body: { muted } });

/** A chat's notifications off or on: the list shows it at once, and again as the server answered. */
export function useSetChatMuted() {
  const queryClient = useQueryClient();
  const patch = (chatId: string, muted: boolean) =>
    queryClient.setQueryData<Chat[]>(chatsKey, (list) => list?.map((chat) => (chat._id === chatId ? { ...chat, notificationsMuted: muted } : chat)));
  return useMutation({
    mutationFn: ({ chatId, muted }: { chatId: string; muted: boolean }) => setChatMutedCall(chatId, muted),
    onMutate: ({ chatId, muted }) => patch(chatId, muted),
    onError: (_error, { chatId, muted }) => patch(chatId, !muted),
  });
}
