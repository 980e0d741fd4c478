'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { chatTitle, contentKind, displayName, durationParts, supportChatKind } from '@/lib/client/chat/display';
import type { Chat, Message } from '@/lib/contract/answers';
import { usePreviewLine } from '@/lib/client/chat/use-markup-text';

/** "1 h 2 min 5 s" in the reader's language (SPEC.md: call durations in h/m/s). */
export function useDurationText() {
  const t = useTranslations('systemMessages');
  return useCallback(
    (seconds: number | null | undefined) => {
      const parts = durationParts(seconds);
      if (parts.h) return t('durationHms', parts);
      if (parts.m) return t('durationMs', parts);
      return t('durationS', parts);
    },
    [t],
  );
}

/**
 * A system message (message.system {event, actor, target, durationSec, callType}) in the reader's
 * language, with people named as the chat names them.
 */
export function useSystemText() {
  const t = useTranslations('systemMessages');
  const duration = useDurationText();
  return useCallback(
    (message: Message, chat: Chat | undefined) => {
      const system = message.system;
      if (!system) return message.content || t('unknown');
      // As the chat names them now; someone who left by the name kept in the message.
      const actor = displayName(chat, system.actor, system.actorName || t('someone'));
      const target = displayName(chat, system.target, system.targetName || t('someone'));
      const video = system.callType === 'video';
      switch (system.event) {
        case 'member_joined':
          return t('memberJoined', { actor });
        case 'member_left':
          return t('memberLeft', { actor });
        case 'member_removed':
          return t('memberRemoved', { actor, target });
        case 'member_added':
          return t('memberAdded', { actor, target });
        case 'call_missed':
          return video ? t('callMissedVideo') : t('callMissedAudio');
        case 'call_declined':
          return video ? t('callDeclinedVideo') : t('callDeclinedAudio');
        case 'call_ended':
          return video ? t('callEndedVideo', { duration: duration(system.durationSec) }) : t('callEndedAudio', { duration: duration(system.durationSec) });
        default:
          return message.content || t('unknown');
      }
    },
    [t, duration],
  );
}

/** One line about a message: the chat list's last message, toasts, the reply bar. */
export function usePreviewText() {
  const t = useTranslations('conversation');
  const system = useSystemText();
  const previewLine = usePreviewLine();
  return useCallback(
    (message: Message | null | undefined, chat: Chat | undefined) => {
      if (!message) return '';
      switch (contentKind(message)) {
        case 'text':
          return previewLine(message.content);
        case 'image':
          return t('kinds.image');
        case 'sticker':
          return t('kinds.sticker');
        case 'video':
          return t('kinds.video');
        case 'audio':
          return t('kinds.audio');
        case 'voice':
          return t('kinds.voice');
        case 'file':
          return t('kinds.file', { name: message.fileName || '' });
        case 'system':
          return system(message, chat);
      }
    },
    [t, system, previewLine],
  );
}

/** A chat's name as the chat screen shows it: the two support chats named apart, in the reader's language. */
export function useChatTitle(myId: string) {
  const t = useTranslations('chat');
  return useCallback(
    (chat: Chat) => {
      const support = supportChatKind(chat, myId);
      if (support) return support === 'group' ? t('supportGroup') : t('support');
      return chatTitle(chat, myId);
    },
    [t, myId],
  );
}
