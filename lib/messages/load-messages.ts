import type { ChatDoc } from '@/lib/chats/get-chat';
import { loadMemberSummaries } from '@/lib/chats/member-summary';
import { findByIds } from '@/lib/db/find-by-ids';
import { Message } from '@/models/Message';
import { serializeMessage, type MessageDoc } from './serialize-message';
import { hiddenBy } from './visible-messages';

const REPLY_PREVIEW_FIELDS = { sender: 1, type: 1, content: 1, fileName: 1, stickerUrl: 1, fileUrl: 1, createdAt: 1, chatId: 1, deletedFor: 1 } as const;

/** Whose page it is, and their chats (by id) as far as what they hid goes. */
export interface Viewer {
  userId: string;
  chatOf: (chatId: string) => Pick<ChatDoc, 'clearedUpTo'> | undefined;
}

/** A chat's read marks: member id → id of the last message they read (see readMarksOf). */
export type ReadMarks = Record<string, string>;

/** Who has read a message: the members, but its sender, whose read mark reached it. */
function readersOf(message: MessageDoc, marks: ReadMarks | undefined): string[] {
  if (!marks) return [];
  const id = String(message._id);
  const sender = message.sender ? String(message.sender) : '';
  return Object.entries(marks)
    .filter(([userId, lastRead]) => userId !== sender && lastRead >= id)
    .map(([userId]) => userId);
}

/**
 * Messages ready for the wire, with their senders, a preview of the messages they reply to and
 * their readers (from the chat's read marks, `marksOf(chatId)`): two queries whatever the page
 * size. A reply whose original is gone gets `replyToMessage: null`, and so does one whose original
 * the `viewer` deleted for themselves or cleared: its text must not come back through the quote.
 */
export async function serializeMessages(messages: MessageDoc[], marksOf: (chatId: string) => ReadMarks | undefined = () => undefined, viewer?: Viewer) {
  // Originals on the same page need no lookup.
  const onPage = new Map(messages.map((m) => [String(m._id), m]));
  const replyIds = [...new Set(messages.filter((m) => m.replyTo).map((m) => String(m.replyTo)))];
  const missing = replyIds.filter((id) => !onPage.has(id));
  const fetched = missing.length ? await findByIds<MessageDoc>(Message, missing, REPLY_PREVIEW_FIELDS) : [];
  const seen = (m: MessageDoc) => !viewer || !hiddenBy(m, viewer.chatOf(String(m.chatId)), viewer.userId);
  const replied = [...replyIds.flatMap((id) => onPage.get(id) ?? []), ...fetched].filter(seen);
  const senderIds = [...messages, ...replied].flatMap((m) => (m.sender ? [m.sender] : []));
  const senders = await loadMemberSummaries(senderIds);
  const repliedById = new Map(replied.map((m) => [String(m._id), m]));
  return messages.map((message) => {
    const original = message.replyTo ? repliedById.get(String(message.replyTo)) : undefined;
    const preview = original ? serializeMessage(original, senders) : null;
    return {
      ...serializeMessage(message, senders),
      readBy: readersOf(message, marksOf(String(message.chatId))),
      replyToMessage: preview
        ? { _id: preview._id, id: preview.id, type: preview.type, content: preview.content, fileName: preview.fileName, senderUsername: preview.senderUsername }
        : null,
    };
  });
}

export async function serializeOne(message: MessageDoc, marks?: ReadMarks) {
  return (await serializeMessages([message], () => marks))[0];
}
