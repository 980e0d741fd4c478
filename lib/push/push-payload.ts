import { contentKind, fileHref } from '@/lib/client/chat/display';
import { previewLine } from '@/lib/messages/markup/plain-text';
import { translate } from '@/lib/i18n/server-messages';
import type { Locale } from '@/lib/i18n/locales';
import type { CallPushJob, MessagePushJob } from './push-job';

/** The decrypted payload of every push (API.md), read by the service worker. */
export interface PushPayload {
  type: 'message' | 'call' | 'test';
  chatId?: string;
  messageId?: string;
  title: string;
  body: string;
  url: string;
  /** one notification per chat: a newer one replaces it */
  tag: string;
  icon?: string;
  /** the recipient's unread messages in this chat (the app badge adds them up) */
  unread?: number;
  actions?: { action: string; title: string }[];
  /** when the message was stored or the call rung (ms) */
  at?: number;
}

export const APP_ICON = '/icons/icon-192.png';
export const chatUrl = (chatId: string) => `/chat?chat=${encodeURIComponent(chatId)}`;

export interface Recipient {
  lang: Locale;
  preview: boolean;
}

export interface ChatInfo {
  type: 'single' | 'group';
  name: string;
}

/** One line about what was sent, in the recipient's language. */
function whatWasSent(job: MessagePushJob, lang: Locale): string {
  const kind = contentKind(job as Parameters<typeof contentKind>[0]);
  if (kind === 'text') return previewLine(job.content);
  if (kind === 'file') return translate(lang, 'push.kinds.file', { name: job.fileName });
  if (kind === 'system') return translate(lang, 'push.newMessage');
  return translate(lang, `push.kinds.${kind}`);
}

export function messagePayload(job: MessagePushJob, chat: ChatInfo, recipient: Recipient & { unread: number; mentioned: boolean }): PushPayload {
  const { lang } = recipient;
  const group = chat.type === 'group';
  const chatName = group ? chat.name : job.senderName;
  const title = recipient.mentioned && group ? translate(lang, 'push.mentionTitle', { sender: job.senderName, chat: chat.name }) : chatName;
  const text = whatWasSent(job, lang);
  const body = !recipient.preview ? translate(lang, 'push.newMessage') : group && !recipient.mentioned ? translate(lang, 'push.groupLine', { sender: job.senderName, text }) : text;
  return {
    type: 'message',
    chatId: job.chatId,
    messageId: job.messageId,
    title,
    body,
    url: chatUrl(job.chatId),
    tag: job.chatId,
    icon: fileHref(job.senderAvatar) || APP_ICON,
    unread: recipient.unread,
    at: job.at,
  };
}

export function callPayload(job: CallPushJob, lang: Locale): PushPayload {
  return {
    type: 'call',
    chatId: job.chatId,
    title: translate(lang, job.isVideo ? 'push.callVideo' : 'push.callAudio'),
    body: translate(lang, 'push.callBody', { name: job.name }),
    url: chatUrl(job.chatId),
    tag: `call:${job.chatId}`,
    icon: fileHref(job.avatar) || APP_ICON,
    actions: [
      { action: 'answer', title: translate(lang, 'push.answer') },
      { action: 'decline', title: translate(lang, 'push.decline') },
    ],
    at: job.at,
  };
}

export function testPayload(lang: Locale): PushPayload {
  return { type: 'test', title: translate(lang, 'push.testTitle'), body: translate(lang, 'push.testBody'), url: '/chat', tag: 'test', icon: APP_ICON, at: Date.now() };
}
