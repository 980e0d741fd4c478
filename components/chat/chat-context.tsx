'use client';

import { createContext, useContext } from 'react';
import type { TypingTracker } from '@/lib/client/chat/typing';
import type { Chat, Message } from '@/lib/contract/answers';
import type { ToastKind } from '@/components/ui/toaster';

export interface ChatScreenValue {
  myId: string;
  locale: string;
  narrow: boolean;
  online: ReadonlySet<string>;
  chats: Chat[];
  typing: TypingTracker;
  /** bumps when anyone starts or stops typing */
  typingVersion: number;
  notify: (text: string, kind?: ToastKind) => void;
  activeChatId: string | null;
  openChat: (chatId: string | null) => void;
  /**
   * A message to show: search results, reply quotes, pins and "jump to date" ask for it; the open
   * conversation loads the page around it, scrolls to it and highlights it. `seq` grows with each
   * request, so asking again for the same message jumps again.
   */
  focus: MessageFocus | null;
  /** open `chatId` (if it is not open) at `messageId` */
  openChatAt: (chatId: string, messageId: string) => void;
  /** a message the user just sent: into the open history and the chat list */
  onSent: (message: Message) => void;
}

export interface MessageFocus {
  chatId: string;
  messageId: string;
  seq: number;
}

const ChatScreenContext = createContext<ChatScreenValue | null>(null);

export const ChatScreenProvider = ChatScreenContext.Provider;

export function useChatScreen(): ChatScreenValue {
  const value = useContext(ChatScreenContext);
  if (!value) throw new Error('useChatScreen outside the chat screen');
  return value;
}
