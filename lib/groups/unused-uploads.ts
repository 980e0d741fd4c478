import { storedNameFromUrl } from '@/lib/files/upload-url';
import { BadgeRequest } from '@/models/BadgeRequest';
import { Chat } from '@/models/Chat';
import { Message } from '@/models/Message';
import { StickerSet } from '@/models/StickerSet';
import { User } from '@/models/User';

const BATCH = 200;

/** Which of these stored names something still points at. */
async function namesInUse(names: string[]): Promise<string[]> {
  // Stored names are hex, a dot and an extension: only the dot needs escaping.
  const pattern = new RegExp(`/uploads/(${names.map((n) => n.replace('.', '\\.')).join('|')})$`);
  const [messages, chats, users, stickerSets, badgeRequests] = await Promise.all([
    Message.find({ $or: [{ fileUrl: pattern }, { stickerUrl: pattern }] }, { fileUrl: 1, stickerUrl: 1 }).lean(),
    Chat.find({ avatar: pattern }, { avatar: 1 }).lean(),
    User.find({ avatar: pattern }, { avatar: 1 }).lean(),
    StickerSet.find({ 'stickers.url': pattern }, { stickers: 1 }).lean(),
    BadgeRequest.find({ fileUrl: pattern }, { fileUrl: 1 }).lean(),
  ]);
  return [
    ...messages.flatMap((m) => [m.fileUrl, m.stickerUrl]),
    ...chats.map((c) => c.avatar),
    ...users.map((u) => u.avatar),
    ...stickerSets.flatMap((s) => s.stickers.map((st) => st.url)),
    ...badgeRequests.map((b) => b.fileUrl),
  ].flatMap((url) => (url ? (storedNameFromUrl(url) ?? []) : []));
}

/**
 * Of these upload URLs, those nothing points at any more: no message, chat or user avatar,
 * sticker set or badge document. An upload URL is a capability anybody who has seen it can reuse
 * (a group created with someone else's avatar as its picture, someone's sticker sent as an
 * image), so a group deletes only files that nobody else uses. URLs may be stored with an origin
 * or the /api prefix in front: the stored name is what is compared.
 */
export async function unusedUploads(urls: Iterable<string>): Promise<string[]> {
  const byName = new Map<string, string>();
  for (const url of urls) {
    const name = url ? storedNameFromUrl(url) : undefined;
    if (name && !byName.has(name)) byName.set(name, url);
  }
  if (!byName.size) return [];
  const used = new Set<string>();
  const names = [...byName.keys()];
  for (let i = 0; i < names.length; i += BATCH) {
    for (const name of await namesInUse(names.slice(i, i + BATCH))) used.add(name);
  }
  return [...byName].filter(([name]) => !used.has(name)).map(([, url]) => url);
}
