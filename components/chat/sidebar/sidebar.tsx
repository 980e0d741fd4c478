'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { errorText } from '@/lib/client/api';
import { avatarSrc, chatTitle } from '@/lib/client/chat/display';
import { SEARCH_MIN_CHARS } from '@/lib/client/chat/timings';
import { useOpenDirectChat } from '@/lib/client/queries/chat-mutations';
import type { Chat, FoundUser } from '@/lib/contract/answers';
import { useNow } from '@/lib/client/use-now';
import { useMigrateLocalMutes } from '@/lib/client/push/use-migrate-local-mutes';
import { isSearchable } from '@/lib/client/search/query';
import { foldText } from '@/lib/search/fold';
import { useChatScreen } from '../chat-context';
import { MessageResults } from '../search/message-results';
import { useResultKeys } from '../search/use-result-keys';
import { usePreviewText } from '../texts';
import { Avatar } from '@/components/ui/avatar';
import { CloseIcon, PlusIcon, SearchIcon } from '@/components/ui/icons';
import type { MenuPoint } from '../ui/point-menu';
import { ChatMenu, type ChatMenuState } from './chat-menu';
import { ChatRow, rowOnline } from './chat-row';
import { CreateGroupDialog } from './create-group-dialog';
import { MeBar } from './me-bar';
import styles from './sidebar.module.css';
import { useUserSearch } from '@/lib/client/queries/user-search';
import { IconButton } from '@/components/ui/icon-button';

interface SidebarProps {
  chats: Chat[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  activeChatId: string | null;
  onOpen: (chatId: string) => void;
  onChatCreated: (chat: Chat) => void;
}

/**
 * The chat list (240 px beside the conversation; the whole width on narrow screens). Its search
 * box filters the chats and finds people and messages, walked with the arrow keys.
 */
export function Sidebar({ chats, loading, failed, onRetry, activeChatId, onOpen, onChatCreated }: SidebarProps) {
  const t = useTranslations('sidebar');
  const { myId, locale, online, typing, typingVersion, notify } = useChatScreen();
  // Kept on the server (API.md): a mute follows the account to every device and to its pushes.
  useMigrateLocalMutes(loading ? undefined : chats);
  const mutedIds = useMemo(() => chats.filter((chat) => chat.notificationsMuted).map((chat) => chat._id), [chats]);
  const now = useNow();
  const preview = usePreviewText();
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [menu, setMenu] = useState<ChatMenuState | null>(null);
  const { users, searching, failed: searchFailed, active: searchActive } = useUserSearch(query);
  const { mutateAsync: openDirectChat } = useOpenDirectChat();
  // Case and diacritics aside, as the message search does: "ha noi" finds "Hà Nội".
  const searchText = foldText(query.trim()).folded;
  const filtering = searchText.length >= SEARCH_MIN_CHARS;
  const { inputRef, listRef, onInputKeyDown, onListKeyDown } = useResultKeys(() => setQuery(''));

  const visibleChats = useMemo(
    () => (filtering ? chats.filter((chat) => foldText(chatTitle(chat, myId)).folded.includes(searchText)) : chats),
    [chats, filtering, searchText, myId],
  );

  const typingChats = useMemo(() => {
    void typingVersion;
    return new Set(chats.filter((chat) => typing.list(chat._id).length > 0).map((chat) => chat._id));
  }, [chats, typing, typingVersion]);

  const openMenu = useCallback((chat: Chat, point: MenuPoint, returnFocus: HTMLElement | null) => setMenu({ chat, point, returnFocus }), []);

  const startChat = async (user: FoundUser) => {
    try {
      const chat = await openDirectChat(user._id);
      setQuery('');
      onChatCreated(chat);
    } catch (error) {
      notify(errorText(error, t('startChatFailed')));
    }
  };

  return (
    <aside className={styles.sidebar} aria-label={t('label')}>
      <div className={styles.tools}>
        <div className={styles.search}>
          <SearchIcon size={17} />
          <input
            ref={inputRef}
            type="search"
            className={styles.searchInput}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKeyDown}
            placeholder={t('searchShort')}
            aria-label={t('searchPlaceholder')}
            title={t('searchPlaceholder')}
            autoComplete="off"
          />
          {query && (
            <button type="button" className={styles.clearSearch} onClick={() => setQuery('')} aria-label={t('clearSearch')}>
              <CloseIcon size={15} />
            </button>
          )}
        </div>
        <IconButton label={t('createGroup')} className={styles.newGroup} onClick={() => setCreating(true)}>
          <PlusIcon />
        </IconButton>
      </div>
      {query.trim().length > 0 && !filtering && !isSearchable(query) && <p className={styles.searchHint}>{t('searchMin')}</p>}

      <div className={styles.scroll} ref={listRef} onKeyDown={onListKeyDown}>
        {filtering && <h2 className={styles.sectionTitle}>{t('chatsSection')}</h2>}
        {loading ? (
          <p className={styles.status} role="status">
            {t('loading')}
          </p>
        ) : failed ? (
          <div className={styles.status}>
            <p>{t('loadFailed')}</p>
            <button type="button" className={styles.linkButton} onClick={onRetry}>
              {t('retry')}
            </button>
          </div>
        ) : visibleChats.length === 0 ? (
          <p className={styles.status}>{filtering ? t('noChatsFound') : t('noChats')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('chatsSection')}>
            {visibleChats.map((chat) => (
              <ChatRow
                key={chat._id}
                chat={chat}
                myId={myId}
                active={chat._id === activeChatId}
                muted={mutedIds.includes(chat._id)}
                online={rowOnline(chat, myId, online)}
                typing={typingChats.has(chat._id)}
                preview={preview(chat.lastMessage, chat)}
                now={now}
                locale={locale}
                onOpen={onOpen}
                onMenu={openMenu}
              />
            ))}
          </ul>
        )}

        {searchActive && (
          <>
            <h2 className={styles.sectionTitle}>{t('peopleSection')}</h2>
            {searchFailed ? (
              <p className={styles.status}>{t('searchFailed')}</p>
            ) : users.length === 0 ? (
              <p className={styles.status} role="status">
                {searching ? t('searching') : t('noPeople')}
              </p>
            ) : (
              <ul className={styles.list} aria-label={t('peopleSection')}>
                {users.map((user) => (
                  <li key={user._id} className={styles.row}>
                    <button type="button" className={styles.rowMain} onClick={() => startChat(user)} data-testid="user-result">
                      <Avatar src={avatarSrc(user.avatar)} size={40} online={online.has(user._id)} />
                      <span className={styles.rowText}>
                        <span className={styles.rowName}>{user.name || user.username}</span>
                        <span className={styles.preview}>@{user.username}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}

        {isSearchable(query) && <MessageResults text={query} />}
      </div>

      <MeBar />
      <ChatMenu state={menu} onClose={() => setMenu(null)} mutedIds={mutedIds} />
      {creating && <CreateGroupDialog onClose={() => setCreating(false)} onCreated={onChatCreated} />}
    </aside>
  );
}
