import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChatPlaceholder } from '@/components/chat/chat-placeholder';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('chat'))('title') };
}

export default function ChatPage() {
  return <ChatPlaceholder />;
}
