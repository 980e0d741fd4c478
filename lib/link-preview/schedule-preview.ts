import mongoose from 'mongoose';
import type { LinkPreview } from '@/lib/contract/answers/link-preview';
import { env } from '@/lib/env';
import { logger } from '@/lib/log/logger';
import type { WireMessage } from '@/lib/messages/serialize-message';
import { publish } from '@/lib/realtime/publisher';
import { hit } from '@/lib/util/rate-limit';
import { Message } from '@/models/Message';
import type { FetchRules } from './fetch-rules';
import { knownPreview } from './preview-cache';
import { previewOf } from './preview-queue';
import { firstLink } from './preview-text';

/** Pages one account may have fetched per minute; links past it get no preview (cached ones still do). */
export const UNFURLS_PER_USER_PER_MINUTE = 20;
const MINUTE_MS = 60_000;

/** Writes the preview on the message (unless its sender removed it meanwhile) and announces it. */
async function attach(message: Pick<WireMessage, '_id' | 'chatId'>, preview: LinkPreview): Promise<void> {
  const written = await Message.updateOne({ _id: message._id, previewRemoved: { $ne: true } }, { $set: { preview } });
  if (!written.matchedCount) return;
  publish.toChat(message.chatId, 'message', { action: 'preview', message: { _id: message._id, id: message._id, chatId: message.chatId, preview } });
}

/**
 * Unfurls the first link of a text message just stored. Off the send path: the send has already
 * answered when the fetch starts, and a slow or failing site only ever costs the preview.
 */
export async function previewMessage(message: Pick<WireMessage, '_id' | 'chatId' | 'type' | 'content' | 'senderId'>, rulesFor?: (signal: AbortSignal) => FetchRules): Promise<void> {
  const link = message.type === 'text' && message.senderId ? firstLink(message.content) : undefined;
  if (!link || !message.senderId) return;
  const sender = message.senderId;
  const mayFetch = async () => {
    const { allowed } = await hit(`unfurl:${sender}`, UNFURLS_PER_USER_PER_MINUTE, MINUTE_MS);
    // The message's id, not its link: message texts stay out of the log.
    if (!allowed) logger().info({ userId: sender, messageId: message._id }, '[link-preview] over the per-account limit: no preview');
    return allowed;
  };
  const preview = await previewOf(link, new mongoose.Types.ObjectId(sender), { rulesFor, mayFetch });
  if (preview) await attach(message, preview);
}

/**
 * The preview a new text carries from the start: its first link's, when this process knows the
 * cache's answer for it (null: the link has none). undefined when previews are off, the text has
 * no link, or the answer must be read or fetched first: schedulePreview does that after the send.
 */
export function previewAtSend(message: { type: string; content: string }): LinkPreview | null | undefined {
  if (!env().LINK_PREVIEWS || message.type !== 'text') return undefined;
  const link = firstLink(message.content);
  return link ? knownPreview(link) : undefined;
}

/** Starts previewMessage after the current work (the send's answer) when previews are on. */
export function schedulePreview(message: WireMessage): void {
  if (!env().LINK_PREVIEWS || message.type !== 'text' || !/https?:\/\//i.test(message.content)) return;
  setImmediate(() => {
    previewMessage(message).catch((error: unknown) => logger().warn({ err: error, messageId: message._id }, '[link-preview] could not attach a preview'));
  });
}
