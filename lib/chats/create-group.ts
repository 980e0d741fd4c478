import mongoose from 'mongoose';
import { joinUsersToChatRoom } from '@/lib/realtime/membership';
import { linkContacts } from '@/lib/realtime/contact-links';
import { Chat } from '@/models/Chat';
import { User } from '@/models/User';
import { announceChat } from './announce-chat';
import { addChatToUsers } from './chat-index';
import type { ChatDoc } from './get-chat';
import { serializeChatFor } from './serialize-chat';

/** A new group owned by the caller; unknown member ids are dropped, the caller is added. */
export async function createGroup(opts: { userId: string; name: string; avatar?: string; members?: string[] }) {
  const requested = [...new Set((opts.members ?? []).filter((id) => id !== opts.userId))];
  const existing = requested.length ? await User.find({ _id: { $in: requested } }, { _id: 1 }).lean() : [];
  const owner = new mongoose.Types.ObjectId(opts.userId);
  const created = await Chat.create({
    type: 'group',
    name: opts.name,
    avatar: opts.avatar ?? '',
    members: [owner, ...existing.map((u) => u._id)],
    owner,
  });
  const chat = created.toObject<ChatDoc>();
  await addChatToUsers(chat._id, chat.members);
  joinUsersToChatRoom(chat.members.map(String), String(chat._id));
  linkContacts(String(chat._id), chat.members.map(String));
  await announceChat(chat, { event: 'new_chat' });
  return serializeChatFor(chat, opts.userId);
}
