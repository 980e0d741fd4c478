'use client';

import { ChatSyncProvider } from '@/lib/client/chat/chat-sync';
import { OutboxProvider } from '@/lib/client/offline/outbox-context';
import { SocketProvider } from '@/lib/client/socket-context';
import { PersistedCache } from './persisted-cache';
import { QueryProvider } from './query-provider';

/**
 * What every signed-in screen shares: the query cache, the one socket of the tab, and the chat
 * events applied to that cache whichever page is shown (so /chat is current when one comes back),
 * the last seen chats kept for opening without the network, and the outbox of texts written then.
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <QueryProvider>
      <PersistedCache>
        <SocketProvider>
          <ChatSyncProvider>
            <OutboxProvider>{children}</OutboxProvider>
          </ChatSyncProvider>
        </SocketProvider>
      </PersistedCache>
    </QueryProvider>
  );
}
