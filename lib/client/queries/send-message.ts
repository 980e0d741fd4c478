import { useMutation } from '@tanstack/react-query';
import { api, ApiClientError, uploadFile } from '@/lib/client/api';
import type { Message, MessageAnswer } from '@/lib/contract/answers';

/** POST /messages/send: what a message carries, as the composer or a forward fills it in. */
export type SendBody = Pick<Message, 'chatId' | 'type'> &
  Partial<Pick<Message, 'content' | 'fileUrl' | 'fileName' | 'fileType' | 'fileSize' | 'stickerUrl' | 'isForwarded'>> & {
  /** the message this one answers */
  replyTo?: string;
  /** a forward names the message it copies (the server fills in who wrote it) */
  forwardInfo?: { originalMsgId: string };
};

/** Waits before the automatic retries of a send whose answer never came (ms). */
const RETRY_DELAYS = [1_000, 3_000];
/** Answers after which the server may or may not have stored the message. */
const UNSURE_STATUSES = new Set([0, 502, 503, 504]);

/**
 * Sends whose outcome is unknown, by what they carried → the name they were sent under. Sending
 * the same again (the composer puts a failed text back) reuses the name, so a message the server
 * stored although its answer was lost is answered, not stored twice (API.md `clientId`).
 */
const unsureSends = new Map<string, string>();

/** 128 random bits as hex; crypto.randomUUID is missing on plain-http pages other than localhost. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** One attempt of POST /messages/send under the sender's `clientId`: answers the stored message. */
export const sendMessageOnce = async (body: Record<string, unknown>, clientId: string) =>
  (await api<MessageAnswer>('/messages/send', { body: { ...body, clientId } })).message;

export const isUnsure = (error: unknown) => error instanceof ApiClientError && UNSURE_STATUSES.has(error.status);

/**
 * POST /api/messages/send: answers the stored message. A send that got no answer (network,
 * database away) is retried under the same `clientId`, which the server stores at most once.
 * `named`: the clientId the caller already gave it (the outbox keeps it if all tries fail).
 */
export async function sendMessage(body: SendBody, named?: string): Promise<Message> {
  const clean = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  const key = JSON.stringify(clean);
  const clientId = named ?? unsureSends.get(key) ?? newClientId();
  for (let attempt = 0; ; attempt += 1) {
    try {
      const message = await sendMessageOnce(clean, clientId);
      unsureSends.delete(key);
      return message;
    } catch (error) {
      if (!isUnsure(error)) {
        unsureSends.delete(key);
        throw error;
      }
      if (attempt >= RETRY_DELAYS.length) {
        if (unsureSends.size > 100) unsureSends.clear();
        unsureSends.set(key, clientId);
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS[attempt]));
    }
  }
}

export const refusalCode = (error: unknown): string | undefined => (error instanceof ApiClientError ? error.code : undefined);

/** A recorded voice note: uploaded as `voice` (so webm is taken as audio), then sent. */
export function useSendVoiceNote() {
  return useMutation({
    mutationFn: async ({ chatId, recording, replyTo }: { chatId: string; recording: Blob; replyTo?: string }) => {
      const uploaded = await uploadFile(recording, { fileName: `voice-${Date.now()}.webm`, type: 'voice' });
      return sendMessage({
        chatId,
        type: 'voice',
        fileUrl: uploaded.url,
        fileName: uploaded.fileName,
        fileType: uploaded.fileType,
        fileSize: uploaded.fileSize,
        replyTo,
      });
    },
  });
}

/** What a message carries, as a forward copies it. */
const contentOf = ({ type, content, fileUrl, fileName, fileType, fileSize, stickerUrl }: Message) => ({ type, content, fileUrl, fileName, fileType, fileSize, stickerUrl });

/**
 * Forward: the same content (or file) sent to each chosen chat in turn, marked isForwarded with
 * the original's id (the server names its first author). Answers the messages sent and the
 * errors of the chats it could not reach.
 */
export function useForwardMessage() {
  return useMutation({
    mutationFn: async ({ message, chatIds }: { message: Message; chatIds: string[] }) => {
      const originalMsgId = message.forwardInfo?.originalMsgId ?? message._id;
      const sent: Message[] = [];
      const failures: unknown[] = [];
      for (const chatId of chatIds) {
        try {
          sent.push(await sendMessage({ chatId, ...contentOf(message), isForwarded: true, forwardInfo: { originalMsgId } }));
        } catch (error) {
          failures.push(error);
        }
      }
      return { sent, failures };
    },
  });
}
