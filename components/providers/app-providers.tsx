'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { ChatSyncProvider } from '@/lib/client/chat/chat-sync';
import { createQueryClient } from '@/lib/client/query-client';
import { SocketProvider } from '@/lib/client/socket-context';

/**
 * What every signed-in screen shares: the query cache, the one socket of the tab, and the chat
 * events applied to that cache whichever page is shown (so /chat is current when one comes back).
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SocketProvider>
        <ChatSyncProvider>{children}</ChatSyncProvider>
      </SocketProvider>
    </QueryClientProvider>
  );
}
