'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { chatAvatar, chatTitle, displayName } from '@/lib/client/chat/display';
import { listTime } from '@/lib/client/chat/dates';
import type { Chat, Message } from '@/lib/contract/answers';
import { useNow } from '@/lib/client/use-now';
import { groupByChat } from '@/lib/client/search/group-hits';
import { MESSAGE_SEARCH_DEBOUNCE_MS } from '@/lib/client/search/query';
import { useMessageSearch } from '@/lib/client/queries/message-search';
import { useChatScreen } from '../chat-context';
import sidebar from '../sidebar/sidebar.module.css';
import { useDebounced } from '@/lib/client/use-debounced';
import { Avatar } from '@/components/ui/avatar';
import { HitSnippet } from './hit-snippet';
import styles from './search.module.css';

/**
 * The sidebar search's "Messages" section: hits across all the user's chats, grouped by chat,
 * each opening its chat at the message. Buttons in lists, walked with the arrow keys
 * (use-result-keys.ts).
 */
export function MessageResults({ text }: { text: string }) {
  const t = useTranslations('search');
  const { chats, myId } = useChatScreen();
  const query = useDebounced(text.trim(), MESSAGE_SEARCH_DEBOUNCE_MS);
  const search = useMessageSearch(query, null);
  const groups = useMemo(() => groupByChat(search.hits), [search.hits]);
  const chatsById = useMemo(() => new Map(chats.map((chat) => [chat._id, chat])), [chats]);

  if (!search.active) return null;
  return (
    <section aria-labelledby="message-results-title" aria-busy={search.loading || search.loadingMore}>
      <h2 id="message-results-title" className={sidebar.sectionTitle}>
        {t('messagesSection')}
      </h2>
      {search.failed ? (
        <p className={sidebar.status}>{t('failed')}</p>
      ) : search.hits.length === 0 ? (
        <p className={sidebar.status} role="status">
          {search.loading ? t('searching') : t('noMessages')}
        </p>
      ) : (
        groups.map((group) => {
          const chat = chatsById.get(group.chatId);
          const title = (chat && chatTitle(chat, myId)) || t('unknownChat');
          return (
            <div key={group.chatId} className={styles.group} data-testid="message-result-group" data-chat-id={group.chatId}>
              <h3 className={styles.groupHead}>
                {chat && <Avatar src={chatAvatar(chat, myId)} size={22} />}
                <span className={styles.groupTitle}>{title}</span>
              </h3>
              <ul className={sidebar.list} aria-label={title}>
                {group.hits.map((hit) => (
                  <li key={hit._id}>
                    <MessageHit hit={hit} chat={chat} query={query} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      )}
      {search.hasMore && (
        <button
          type="button"
          className={`${sidebar.linkButton} ${styles.loadMore}`}
          onClick={() => {
            if (!search.loadingMore) void search.loadMore();
          }}
          aria-disabled={search.loadingMore}
          data-result-nav
        >
          {search.loadingMore ? t('searching') : t('loadMore')}
        </button>
      )}
    </section>
  );
}

function MessageHit({ hit, chat, query }: { hit: Message; chat: Chat | undefined; query: string }) {
  const t = useTranslations('search');
  const { myId, locale, openChatAt } = useChatScreen();
  const now = useNow();
  const sender = hit.sender === myId ? t('you') : displayName(chat, hit.sender, hit.senderUsername || '');
  return (
    <button type="button" className={styles.hit} onClick={() => openChatAt(hit.chatId, hit._id)} data-testid="message-result">
      <span className={styles.hitTop}>
        <span className={styles.hitSender}>{sender}</span>
        <time className={styles.hitDate} dateTime={hit.createdAt}>
          {listTime(hit.createdAt, now, locale)}
        </time>
      </span>
      <HitSnippet message={hit} query={query} />
    </button>
  );
}
