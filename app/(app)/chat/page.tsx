import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChatScreen } from '@/components/chat/chat-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('chatScreen'))('title') };
}

/** /chat: the chat screen, rendered on the client behind the (app) guard. */
export default function ChatPage() {
  return <ChatScreen />;
}
