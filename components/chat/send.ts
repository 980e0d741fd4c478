import { ApiClientError, api } from '@/lib/client/api';
import type { Message } from '@/lib/client/chat/types';

export interface SendBody {
  chatId: string;
  type: Message['type'];
  content?: string;
  fileUrl?: string;
  fileName?: string;
  fileType?: string;
  fileSize?: number;
  stickerUrl?: string;
  replyTo?: string | null;
  isForwarded?: boolean;
  forwardInfo?: Message['forwardInfo'];
}

/** POST /api/messages/send: answers the stored message. */
export async function sendMessage(body: SendBody): Promise<Message> {
  const clean = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  const { message } = await api<{ message: Message }>('/messages/send', { body: clean });
  return message;
}

/** The refusal codes that have their own notice (SPEC.md section 5). */
export const MUTED_CODES = ['GROUP_MUTED', 'USER_MUTED', 'BLOCKED'] as const;

export const refusalCode = (error: unknown): string | undefined => (error instanceof ApiClientError ? error.code : undefined);
