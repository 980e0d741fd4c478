'use client';

import { ChatSyncProvider } from '@/lib/client/chat/chat-sync';
import { SocketProvider } from '@/lib/client/socket-context';
import { QueryProvider } from './query-provider';

/**
 * What every signed-in screen shares: the query cache, the one socket of the tab, and the chat
 * events applied to that cache whichever page is shown (so /chat is current when one comes back).
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <QueryProvider>
      <SocketProvider>
        <ChatSyncProvider>{children}</ChatSyncProvider>
      </SocketProvider>
    </QueryProvider>
  );
}
