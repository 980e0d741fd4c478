import { POPULATE_MEMBERS_UP_TO } from '@/lib/chats/serialize-chat';
import { Chat } from '@/models/Chat';

/**
 * Whose presence a user follows: the members of their one-to-one chats and of their groups up
 * to a size where a member list is still shown. Bounded, so a huge public group does not make
 * every login fan out to thousands of sockets.
 */
export async function contactsOf(userId: string): Promise<{ chatIds: string[]; contacts: string[] }> {
  const chats = await Chat.find({ members: userId }, { members: 1 }).lean();
  const contacts = new Set<string>();
  for (const chat of chats) {
    if (chat.members.length > POPULATE_MEMBERS_UP_TO) continue;
    for (const member of chat.members) contacts.add(String(member));
  }
  contacts.delete(userId);
  return { chatIds: chats.map((c) => String(c._id)), contacts: [...contacts] };
}
