// What the send path and the call hub hand the push queue: enough to word every recipient's
// notification without reading the message again; who receives it is decided by the worker.

export interface MessagePushJob {
  kind: 'message';
  chatId: string;
  messageId: string;
  senderId: string;
  senderName: string;
  senderAvatar: string;
  type: string;
  /** the text, cut to what a notification shows */
  content: string;
  fileName: string;
  fileType: string;
  fileUrl: string;
  stickerUrl: string;
  /** members the message mentions: they hear it through a mute */
  mentions: string[];
  /** when it was stored (ms): push latency is measured from here */
  at: number;
}

export interface CallPushJob {
  kind: 'call';
  chatId: string;
  callerId: string;
  calleeIds: string[];
  isVideo: boolean;
  /** the caller's name and avatar as the ringing socket event carries them */
  name: string;
  avatar: string;
  at: number;
}

export type PushJob = MessagePushJob | CallPushJob;

/** A notification shows a line or two: longer texts are cut before they are queued. */
export const PUSH_TEXT_MAX = 180;

interface StoredMessage {
  id: string;
  chatId: string;
  senderId: string | null;
  senderUsername?: string;
  senderAvatar?: string;
  type: string;
  content: string;
  fileName?: string;
  fileType?: string;
  fileUrl?: string;
  stickerUrl?: string;
}

/** The job of a stored message, or null for what is never pushed (system messages). */
export function messageJob(message: StoredMessage): MessagePushJob | null {
  if (!message.senderId || message.type === 'system' || message.type === 'notification') return null;
  const mentions = (message as { mentions?: unknown }).mentions;
  return {
    kind: 'message',
    chatId: message.chatId,
    messageId: message.id,
    senderId: message.senderId,
    senderName: message.senderUsername ?? '',
    senderAvatar: message.senderAvatar ?? '',
    type: message.type,
    content: message.content.length > PUSH_TEXT_MAX ? `${message.content.slice(0, PUSH_TEXT_MAX - 1)}…` : message.content,
    fileName: message.fileName ?? '',
    fileType: message.fileType ?? '',
    fileUrl: message.fileUrl ?? '',
    stickerUrl: message.stickerUrl ?? '',
    mentions: Array.isArray(mentions) ? mentions.map(String) : [],
    at: Date.now(),
  };
}
